// good: a class that audits dependency versions across workspace package.json files
import { files, session } from "gg";

interface Manifest {
    name?: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
}

class DependencyAudit {
    private readonly versions = new Map<string, Map<string, string[]>>();

    add(path: string, manifest: Manifest): void {
        const all = { ...manifest.dependencies, ...manifest.devDependencies };
        for (const [dep, range] of Object.entries(all)) {
            let byRange = this.versions.get(dep);
            if (!byRange) {
                byRange = new Map();
                this.versions.set(dep, byRange);
            }
            const users = byRange.get(range) ?? [];
            users.push(manifest.name ?? path);
            byRange.set(range, users);
        }
    }

    conflicts(): Array<[string, Map<string, string[]>]> {
        return [...this.versions].filter(([, ranges]) => ranges.size > 1);
    }
}

const audit = new DependencyAudit();
const manifests = files.glob("packages/*/package.json");
for (const path of manifests) {
    audit.add(path, JSON.parse(files.readFile(path)) as Manifest);
}

const conflicts = audit.conflicts();
for (const [dep, ranges] of conflicts) {
    console.log(dep);
    for (const [range, users] of ranges) {
        console.log(`    ${range}: ${users.join(", ")}`);
    }
}
session.reportProgress(`${manifests.length} manifests, ${conflicts.length} conflicting dependencies`);
