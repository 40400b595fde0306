// Named schemas (SPEC §7): every schema given a `title` in the source (a resource such as Plan, an
// envelope such as PlanEnvelope, a request body) moves to components.schemas under that name and
// is referred to by $ref, so a generated client has real type names. Two different schemas with
// one name are a mistake in the source: the document refuses to build.
import { isDeepStrictEqual } from 'node:util';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export function nameSchemas(doc: Node): void {
  doc.components ??= {};
  const components = doc.components as Node;
  components.schemas ??= {};
  const named = components.schemas as Record<string, Node>;
  const hoist = (schema: Node): Node => {
    const copy = walk(schema);
    const title = copy.title;
    if (typeof title !== 'string') return copy;
    const known = named[title];
    if (known && !isDeepStrictEqual(known, copy)) throw new Error(`two different schemas are both named ${title}`);
    named[title] = copy;
    return { $ref: `#/components/schemas/${title}` };
  };
  // Every schema under this node, depth first, so inner names are taken before outer ones.
  const walk = (node: Node): Node => {
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) {
      if (Array.isArray(value)) out[key] = value.map((v) => (isNode(v) && isSchemaList(key) ? hoist(v) : v));
      else if (isNode(value) && key === 'properties') out[key] = mapValues(value, hoist);
      else if (isNode(value) && isSchemaKey(key)) out[key] = hoist(value);
      else out[key] = value;
    }
    return out;
  };
  for (const [name, schema] of Object.entries(named)) named[name] = walk(schema);
  forEachOperation(doc, (op) => {
    for (const media of Object.values(((op.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>)) {
      if (isNode(media.schema)) media.schema = hoist(media.schema);
    }
    for (const response of Object.values((op.responses ?? {}) as Record<string, Node>)) {
      for (const media of Object.values((response.content ?? {}) as Record<string, Node>)) {
        if (isNode(media.schema)) media.schema = hoist(media.schema);
      }
    }
  });
  components.schemas = Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
}

const SCHEMA_KEYS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const isSchemaKey = (key: string) => SCHEMA_KEYS.has(key);
const isSchemaList = (key: string) => key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems';

function mapValues(node: Node, f: (value: Node) => Node): Node {
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, isNode(v) ? f(v) : v]));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Calls `visit` with every operation of the document, and its path and method. */
export function forEachOperation(doc: Node, visit: (op: Node, path: string, method: string) => void): void {
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Node>)) {
    for (const method of METHODS) if (isNode(item[method])) visit(item[method], path, method);
  }
}
