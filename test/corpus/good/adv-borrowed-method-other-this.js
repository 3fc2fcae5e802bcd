// good: a method taken off an instance runs with the object it is called on, which has the member its class lacks
class Card {
  describe() {
    return `${this.title} (${this.tags.length} tags)`;
  }
}

const card = new Card();
const note = { title: "release notes", tags: ["docs"], describe: card.describe };
gg.session.reportProgress(note.describe());
["a"].forEach(card.describe, { title: "x", tags: [] });
