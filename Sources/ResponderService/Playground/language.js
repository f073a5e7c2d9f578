// ResponderLab playground: the page's language and its words (an ES module, no build step).
//
// Every word of the page's own interface goes through t(), which looks it up in the table of the page's
// language (PLAYGROUND_WORDS, words.js: one table per language, keyed by the English text, which is English's table).
// The language comes from ?lang= in the page's address, else from the browser's languages, else English; it is
// kept in the address, so a shared link keeps it, and every request asks for it (lang=). The service chooses it,
// by the one rule it applies to lang= and Accept-Language: the page's first request (the lessons) sends what was
// asked as Accept-Language, and the answer's Content-Language names the language chosen (lessons.js).
import { PLAYGROUND_WORDS } from './words.js';
import { el } from './state.js';

const WORDS = PLAYGROUND_WORDS;
export const LANGUAGES = ['en', 'ja', 'zh-Hans', 'ko'];

// What the page asks for: ?lang= from its address, else the browser's languages in order, as an Accept-Language
// value (only the characters such a value holds, so a stray character cannot make the request fail).
function askedLanguages() {
  const asked = new URLSearchParams(location.search).get('lang');
  const tags = asked !== null ? asked : (navigator.languages || [navigator.language]).filter(Boolean).join(', ');
  return { tags: tags.replace(/[^0-9A-Za-z *,\-.;=]/g, '').slice(0, 256), fromURL: asked !== null };
}

export const asked = askedLanguages();
let lang = 'en';

// The page's language, and the one it changes to (the service's choice, or the picker's).
export function language() { return lang; }
export function useLanguage(tag) { lang = tag; }

const shownWords = new Set();  // every text t() gave in a language other than English (the tests read it)

// The word for `key` (its English text) in the page's language, with {name} replaced by params.name.
export function t(key, params) {
  const table = WORDS[lang];
  let text = lang !== 'en' && table && typeof table[key] === 'string' ? table[key] : key;
  if (params) text = text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  if (lang !== 'en' && shownWords.size < 20000) shownWords.add(text);
  return text;
}

// A plural in English (one key for 1, one for the others); the other languages have no plural forms here.
export function tn(n, one, many, params) { return t(n === 1 ? one : many, Object.assign({ n }, params)); }

// A key of the word tables kept for later (t() looks it up when the words are shown).
export function w(key) { return key; }

// A path with this page's language asked for.
export function withLang(path) { return path + (path.includes('?') ? '&' : '?') + 'lang=' + encodeURIComponent(lang); }

// The page's own words in its HTML: text nodes and attributes whose English is a key, found once, rewritten for
// every language. Codes, the diagram, the editor and the language names are not words to translate.
const staticTexts = [];
const staticAttributes = [];
const NOT_WORDS = 'code, pre, textarea, script, style, svg, #diagram, #lang-picker';

export function collectStaticWords() {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const key = node.nodeValue.trim();
    if (!/[A-Za-z]{2}/.test(key) || node.parentElement.closest(NOT_WORDS)) continue;
    const [, lead, trail] = /^(\s*)[\s\S]*?(\s*)$/.exec(node.nodeValue);
    staticTexts.push({ node, key, lead, trail });
  }
  for (const name of ['aria-label', 'title', 'placeholder', 'label']) {
    for (const node of document.querySelectorAll(`body [${name}]`)) {
      if (!node.closest(NOT_WORDS)) staticAttributes.push({ node, name, key: node.getAttribute(name) });
    }
  }
  const description = document.querySelector('meta[name="description"]');
  if (description) staticAttributes.push({ node: description, name: 'content', key: description.content });
  staticAttributes.push({ title: true, key: document.title });
}

export function applyStaticWords() {
  document.documentElement.lang = lang;
  for (const { node, key, lead, trail } of staticTexts) {
    if (node.isConnected) node.nodeValue = lead + t(key) + trail;
  }
  for (const entry of staticAttributes) {
    if (entry.title) document.title = t(entry.key);
    else entry.node.setAttribute(entry.name, t(entry.key));
  }
  el.langPicker.value = lang;
}

// Keeps the language in the page's address (beside the state in its fragment).
export function keepLanguageInURL() {
  const params = new URLSearchParams(location.search);
  params.set('lang', lang);
  history.replaceState(null, '', location.pathname + '?' + params.toString() + location.hash);
}

// What the browser tests read of the page's words (the page's modules share nothing through it).
window.ResponderLabPage = {
  language: () => lang,
  tables: () => WORDS,
  staticKeys: () => staticTexts.map((s) => s.key).concat(staticAttributes.map((a) => a.key)),
  shownWords: () => Array.from(shownWords),
};

// A count of things in words: '1 view', '2 views'.
export function plural(n, one, many) { return tn(n, one, many); }
