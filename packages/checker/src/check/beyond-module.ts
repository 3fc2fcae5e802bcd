/**
 * Whether a program can reach beyond its own module: the one question behind two shortcuts. A program that cannot
 * is checked in a batch beside others (batch.ts), and cannot cause a diagnostic of no file, so its check does not
 * ask the compiler for those (check.ts). Every program is a module: what it declares at the top level is its own.
 */
import { NodeFlags, SyntaxKind } from "../syntax/ast.js";
import type { Node, Source } from "../syntax/tree.js";

/**
 * Whether a program declares into the global scope or another module, names another file or library, imports
 * another module, or has a `using` (which makes the compiler want global types the guest's library lacks: a
 * diagnostic of no file).
 */
export function reachesBeyondItsModule(source: Source): boolean {
  const tree = source.tree;
  if (tree.referencedFiles.length > 0 || tree.typeReferenceDirectives.length > 0 || tree.libReferenceDirectives.length > 0) return true;
  if (tree.moduleAugmentations.length > 0 || tree.ambientModuleNames.length > 0) return true;
  if (tree.imports.some((literal) => (literal as Node & { readonly text?: string }).text !== "gg")) return true;
  return source.nodes.some((node) => (node.kind === SyntaxKind.ModuleDeclaration && isGlobalOrAmbientModule(node)) || (node.kind === SyntaxKind.VariableDeclarationList && (node.flags & NodeFlags.Using) !== 0));
}

function isGlobalOrAmbientModule(node: Node): boolean {
  const name = (node as Node & { readonly name: Node & { readonly text?: string } }).name;
  return name.kind === SyntaxKind.StringLiteral || (name.kind === SyntaxKind.Identifier && name.text === "global");
}
