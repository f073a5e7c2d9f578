// ResponderLab playground: where every JSON Pointer of a request's text is, so a problem is shown at its place in
// the editor (an ES module, no build step; pure: no page state).

// JSON: a small tokenizer that records where every JSON Pointer's value (and member key) starts and ends, so a
// problem's pointer can be shown at its place in the editor text.

export function escapePointerToken(token) { return token.replace(/~/g, '~0').replace(/\//g, '~1'); }

export function scanPointers(text) {
  const map = new Map();
  const n = text.length;
  let i = 0;
  const stop = {};
  const ws = () => { while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++; };
  const fail = () => { throw stop; };
  const str = () => {
    const start = i;
    i++;
    let out = '';
    while (i < n) {
      const c = text[i];
      if (c === '"') { i++; return { start, end: i, value: out }; }
      if (c === '\\') {
        const d = text[i + 1];
        if (d === 'u') { out += String.fromCharCode(parseInt(text.substr(i + 2, 4), 16) || 0); i += 6; }
        else { out += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' })[d] || d || ''; i += 2; }
        continue;
      }
      out += c;
      i++;
    }
    fail();
  };
  const scalar = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
  const value = (pointer, key) => {
    ws();
    const entry = { start: i, end: i, keyStart: key ? key.start : null, keyEnd: key ? key.end : null, kind: null };
    map.set(pointer, entry);
    const c = text[i];
    if (c === '{') {
      entry.kind = 'object';
      i++; ws();
      if (text[i] === '}') i++;
      else {
        for (;;) {
          ws();
          if (text[i] !== '"') fail();
          const k = str();
          ws();
          if (text[i] !== ':') fail();
          i++;
          value(pointer + '/' + escapePointerToken(k.value), k);
          ws();
          if (text[i] === ',') { i++; continue; }
          if (text[i] === '}') { i++; break; }
          fail();
        }
      }
    } else if (c === '[') {
      entry.kind = 'array';
      i++; ws();
      if (text[i] === ']') i++;
      else {
        for (let index = 0; ; index++) {
          value(pointer + '/' + index, null);
          ws();
          if (text[i] === ',') { i++; continue; }
          if (text[i] === ']') { i++; break; }
          fail();
        }
      }
    } else if (c === '"') {
      entry.kind = 'string';
      str();
    } else {
      scalar.lastIndex = i;
      const m = scalar.exec(text);
      if (!m) fail();
      entry.kind = 'scalar';
      i += m[0].length;
    }
    entry.end = i;
  };
  try { value('', null); } catch (e) { if (e !== stop) throw e; }
  return map;
}

export function lineColumnAt(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') { line++; lineStart = i + 1; }
  }
  // Columns count Unicode scalars, as the service does.
  const column = Array.from(text.slice(lineStart, offset)).length + 1;
  return { line, column };
}

export function offsetAt(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd < 0) lineEnd = text.length;
  let col = 1;
  while (col < column && offset < lineEnd) {
    const code = text.codePointAt(offset);
    offset += code > 0xffff ? 2 : 1;
    col++;
  }
  return offset;
}

export function byteOffsetToIndex(text, bytes) {
  let count = 0;
  let i = 0;
  while (i < text.length && count < bytes) {
    const code = text.codePointAt(i);
    count += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    i += code > 0xffff ? 2 : 1;
  }
  return i;
}

// Where a problem is in the editor text: {start, end, line, column, note}, or null.
export function locateProblem(problem, text) {
  let line = Number.isInteger(problem.line) ? problem.line : null;
  let column = Number.isInteger(problem.column) ? problem.column : null;
  if (line === null && Number.isInteger(problem.offset)) {
    const start = byteOffsetToIndex(text, problem.offset);
    const lc = lineColumnAt(text, start);
    return { start, end: Math.min(start + 1, text.length), line: lc.line, column: lc.column };
  }
  if (line === null) {
    // Fallback for services that name the place only in the message ("at line 5, column 17").
    const m = /line (\d+), column (\d+)/.exec(problem.message || '') || /line (\d+), column (\d+)/.exec(problem.detail || '');
    if (m) { line = Number(m[1]); column = Number(m[2]); }
  }
  if (line !== null) {
    const start = offsetAt(text, line, column || 1);
    const end = start < text.length && text[start] !== '\n' ? start + Math.max(1, text.codePointAt(start) > 0xffff ? 2 : 1) : start;
    return { start, end, line, column: column || 1 };
  }
  if (typeof problem.pointer !== 'string' || problem.parameter) return null;
  const map = scanPointers(text);
  let pointer = problem.pointer;
  let missing = null;
  while (!map.has(pointer) && pointer !== '') {
    const cut = pointer.lastIndexOf('/');
    missing = missing || pointer.slice(cut + 1).replace(/~1/g, '/').replace(/~0/g, '~');
    pointer = pointer.slice(0, cut);
  }
  const entry = map.get(pointer);
  if (!entry) return null;
  let start = entry.start;
  let end = entry.end;
  if (entry.keyStart !== null && (missing || entry.kind === 'object' || entry.kind === 'array' || typeof problem.unknownField === 'string')) {
    start = entry.keyStart;
    end = entry.keyEnd;
  } else if (entry.kind === 'object' || entry.kind === 'array') {
    end = start + 1;
  }
  if (pointer === '' && !missing && entry.kind === 'object') { end = start + 1; }
  const lc = lineColumnAt(text, start);
  return { start, end, line: lc.line, column: lc.column, missing, entry, pointer };
}

export function tryParse(text) {
  try { return { value: JSON.parse(text) }; } catch (error) { return { error }; }
}
