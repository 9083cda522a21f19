// Limits for the public /graphql endpoint, so that one request cannot keep the server busy: a
// token limit for the parser, and a validation rule for depth and number of fields (fragments
// expanded). The limits leave room for every widget query and for the standard introspection
// query (graphql 16's getIntrospectionQuery: depth 15, 220 fields).
import type { ASTNode, ASTVisitor, FragmentDefinitionNode, SelectionSetNode, Source, ValidationContext } from 'graphql';
import { graphqlLib } from './graphql-lib';

const MAX_TOKENS = 2000;
const MAX_DEPTH = 20;
const MAX_FIELDS = 300;

export const parseWithLimits = (source: string | Source) => graphqlLib.parse(source, { maxTokens: MAX_TOKENS });

interface Size {
  depth: number;
  fields: number;
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);
  const memo = new Map<string, Size>();

  // Fragment cycles are reported by the NoFragmentCycles rule; here a cycle simply counts as empty.
  const measure = (set: SelectionSetNode | undefined, visiting: Set<string>): Size => {
    if (!set) return { depth: 0, fields: 0 };
    let depth = 0;
    let fields = 0;
    for (const sel of set.selections) {
      let inner: Size;
      if (sel.kind === 'Field') {
        const sub = measure(sel.selectionSet, visiting);
        inner = { depth: sub.depth + 1, fields: sub.fields + 1 };
      } else if (sel.kind === 'InlineFragment') {
        inner = measure(sel.selectionSet, visiting);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        let size = memo.get(name);
        if (!size) {
          visiting.add(name);
          size = measure(fragment.selectionSet, visiting);
          visiting.delete(name);
          memo.set(name, size);
        }
        inner = size;
      }
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
      if (fields > MAX_FIELDS) break; // enough to refuse; stop counting
    }
    return { depth, fields };
  };

  const report = (message: string, node: ASTNode) => context.reportError(new graphqlLib.GraphQLError(message, { nodes: node }));

  return {
    OperationDefinition(node) {
      const size = measure(node.selectionSet, new Set());
      if (size.depth > MAX_DEPTH) report(`Query is too deep: at most ${MAX_DEPTH} levels.`, node);
      if (size.fields > MAX_FIELDS) report(`Query asks for too many fields: at most ${MAX_FIELDS}.`, node);
    },
  };
}
