import { type Plugin, parseAst } from 'vite';

/** What the web's client reads of a contract at run time; the schemas are only its types. */
const RUNTIME_KEYS = new Set(['method', 'path', 'status', 'file', 'multipart']);

const CONTRACT_FILE = /packages\/shared\/src\/contracts\/(?!define\.|index\.)[^/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function literalProperties(call: Node, name: string, id: string): string {
  const [argument] = call.arguments as Node[];
  if (argument?.type !== 'ObjectExpression') throw new Error(`${id}: ${name} is not defineRoute({ … })`);
  const kept = (argument.properties as Node[]).flatMap((property) => {
    const key = (property.key as Node | undefined)?.name as string | undefined;
    if (!key || !RUNTIME_KEYS.has(key)) return [];
    const value = property.value as Node;
    if (value.type !== 'Literal') throw new Error(`${id}: ${name}.${key} must be a literal`);
    return [`${key}: ${JSON.stringify(value.value)}`];
  });
  return `{ ${kept.join(', ')} }`;
}

/**
 * Each file of `packages/shared/src/contracts` reaches the web as its operations' methods and paths
 * alone (ADR 033): the zod schemas a contract holds type the client's calls but would otherwise put
 * every answer's schema, and zod, into the first view. Anything a contract file exports besides
 * `defineRoute(…)` constants is refused, so nothing the web needs can silently go missing.
 */
export function contractRoutes(): Plugin {
  return {
    name: 'quincena-contract-routes',
    // The build only: tests and the dev server run the contracts whole (build/contract-routes.test.ts
    // checks that what the build keeps equals them).
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: CONTRACT_FILE },
      handler(code, id) {
        const program = parseAst(code, { lang: 'ts' }, id) as unknown as { body: Node[] };
        const exports = program.body.flatMap((statement) => {
          if (statement.type !== 'ExportNamedDeclaration') return [];
          const declaration = statement.declaration as Node | null;
          const declarators = (declaration?.declarations ?? []) as Node[];
          if (declarators.length === 0) throw new Error(`${id}: only contracts may be exported`);
          return declarators.map((declarator) => {
            const name = (declarator.id as Node).name as string;
            const init = declarator.init as Node | null;
            if (init?.type !== 'CallExpression' || (init.callee as Node).name !== 'defineRoute') {
              throw new Error(`${id}: ${name} is not a defineRoute(…) contract`);
            }
            return `export const ${name} = ${literalProperties(init, name, id)};`;
          });
        });
        return { code: `${exports.join('\n')}\n`, map: null };
      },
    },
  };
}
