"""The course's glossary for readers: a page that defines each term, and a link from each lesson's first use of one.

The words live where the translators' glossary already is: `translations/<language>/glossary.yml`
names, for each concept (its English name, the same key in every language), the one `word` the
course uses. A concept a reader may need explained also has a `definition` (Markdown, one or two
sentences) and the `forms` a reader meets it in (the word alone if none are given: plurals,
other genders). So the word a translator is told to use and the word a reader sees defined are
one line of one file, and cannot drift apart; a concept without a definition is a writing
convention (how notes or section headings are named), for translators only.

`{{ glossary() }}` writes the definitions of the page's language, in its alphabetical order, under
one heading per initial letter. Each entry's id is its concept's (`pitch-class`), in every
language, so a link to an entry names it the same way from any page.

In each lesson page's HTML, the first use of each defined term becomes a discreet link to its
entry (`glossary-term`, with the definition as its title): only the first, and only in prose,
never in a heading, code, a quotation, a link, a table of the engine's or a summary. A term
first used inside a collapsed block (the note on how the page is made, a solution) is linked at
its first use outside one, if it has any, since a collapsed block is one a reader may not open.
"""
from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from itertools import groupby
from typing import Iterator

from .catalogs import CatalogError, Catalogs, read_yaml

FILE = "glossary.yml"  # in each language's folder of the catalogs
LINK_CLASS = "glossary-term"


@dataclass(frozen=True)
class Term:
    """A concept a reader may need explained, in one language: its entry's id, the word, its forms, its definition."""

    concept: str  # its English name, the key in every language's file: "pitch class"
    word: str
    forms: tuple[str, ...]
    definition: str
    unless: tuple[str, ...] = ()  # phrases in which a form is not this term ("the scale of" a thing)

    @property
    def anchor(self) -> str:
        return anchor(self.concept)


def anchor(concept: str) -> str:
    """The id of a concept's entry on the glossary page, in every language.

    >>> anchor("pitch class"), anchor("Roman numeral"), anchor("Z-relation"), anchor("project's tests")
    ('pitch-class', 'roman-numeral', 'z-relation', 'project-s-tests')
    """
    return re.sub(r"[^a-z0-9]+", "-", concept.lower()).strip("-")


def terms(catalogs: Catalogs, language: str) -> tuple[Term, ...]:
    """The terms of the language's glossary that have a definition, in the file's order."""
    path = catalogs.folder / language / FILE
    if not path.is_file():
        return ()
    stat = path.stat()
    return _terms(path, f"{catalogs.folder.name}/{language}/{FILE}", stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=8)  # read once per build and language, again when the file changes
def _terms(path, shown: str, _mtime: int, _size: int) -> tuple[Term, ...]:
    data = read_yaml(path, shown) or {}
    if not isinstance(data, dict):
        raise CatalogError(f"{shown}: expected a mapping of concepts to their word")
    return tuple(term for concept, entry in data.items() if (term := read_term(concept, entry, shown)))


def read_term(concept, entry, shown: str) -> Term | None:
    """The concept's term if it has a definition (else None); a CatalogError naming it if the entry is malformed."""
    if not isinstance(entry, dict) or not isinstance(entry.get("word"), str):
        raise CatalogError(f"{shown}: {concept!r}: expected a mapping with a 'word'")
    definition, forms, unless = entry.get("definition"), entry.get("forms", [entry["word"]]), entry.get("unless", [])
    if definition is None:
        return None
    if not isinstance(definition, str) or not definition.strip():
        raise CatalogError(f"{shown}: {concept!r}: 'definition' should be a sentence, got {definition!r}")
    for key, words in (("forms", forms), ("unless", unless)):
        if not isinstance(words, list) or not all(isinstance(w, str) and w.strip() for w in words) or not forms:
            raise CatalogError(f"{shown}: {concept!r}: {key!r} should be a list of words or phrases, got {words!r}")
    return Term(str(concept), entry["word"], tuple(forms), re.sub(r"[ \t\n]+", " ", definition).strip(), tuple(unless))  # keeps no-break spaces


# ---- The page -------------------------------------------------------------------------------------------------


def page_markdown(catalogs: Catalogs, language: str) -> str:
    """The glossary's entries in `language`, alphabetically, under a heading per initial letter (Markdown)."""
    entries = sorted(terms(catalogs, language), key=lambda term: sort_key(term.word))
    if not entries:
        raise CatalogError(f"{catalogs.folder.name}/{language}/{FILE} defines no term (no 'definition:')")
    sections = []
    for letter, group in groupby(entries, key=lambda term: sort_key(term.word)[:1].upper()):
        sections.append(f"## {letter}\n\n<div class=\"glossary\" markdown>\n\n" + "\n\n".join(
            f"{shown_word(term.word)} {{ #{term.anchor} }}\n:   {term.definition}" for term in group) + "\n\n</div>")
    return "\n\n".join(sections)


def sort_key(word: str) -> str:
    """The word as a dictionary sorts it: accents and case aside ("Écart" beside "ecart")."""
    return "".join(c for c in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(c))


def shown_word(word: str) -> str:
    return word[:1].upper() + word[1:] if word[:1].islower() else word


# ---- The links from the lessons -------------------------------------------------------------------------------

# The HTML elements whose text is not prose a term is linked in: code, headings, links, quotations,
# the title of a collapsible block or an admonition, and the engine's own pictures
SKIPPED = {"a", "code", "pre", "kbd", "samp", "h1", "h2", "h3", "h4", "h5", "h6", "summary", "svg", "script",
           "style", "blockquote", "q", "button", "sup", "dt"}
SKIPPED_CLASSES = {"admonition-title", "macro-error"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# Where a quotation's state ends: a quotation mark left open never hides more than its block
BLOCKS = {"p", "li", "td", "th", "dd", "div", "figcaption", "details", "table", "ul", "ol"}
TOKEN = re.compile(r"<!--.*?-->|<[^>]*>", re.DOTALL)
TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>")
CLASS = re.compile(r"""\bclass\s*=\s*["']([^"']*)["']""")
# Quotation marks: what stands between them is someone's words (GA's answers, a prompt), not the course's
OPENING, CLOSING = "«“„", "»”"


WORD = re.compile(r"\w+")
END = r"(?![\w-]|\.\w)"  # a form ends a word: "tuning" is not in "tunings", "SKILL" not in "SKILL.md"


@dataclass(frozen=True)
class Found:
    """A use of a form in a text: where it stands, where its link goes (the bracketed part, or all), its concept."""

    start: int
    end: int
    linked: tuple[int, int]
    concept: str


class Finder:
    """The forms of a language's terms, filed by their first word, so that a text is read once, word by word.

    At each word, the longest form that starts there wins (see `form_expression`), and the search
    goes on after it: "alternate tuning" is one use, of its own term, not a use of "tuning".

    >>> [(f.concept, f.start, f.end) for f in finder((("tuning", "tuning"), ("alt", "alternate tuning"))).uses(
    ...  "An Alternate\\ntuning, tunings, a tuning")]
    [('alt', 3, 19), ('tuning', 32, 38)]
    """

    def __init__(self, forms: tuple[tuple[str, str], ...]):
        self.by_word: dict[str, list[tuple[re.Pattern, str]]] = {}
        for concept, form in sorted(forms, key=lambda pair: -len(pair[1])):
            key = WORD.search(form.replace("[", "")).group(0).casefold()
            self.by_word.setdefault(key, []).append((re.compile(form_expression(form, "linked") + END), concept))

    def uses(self, text: str) -> Iterator[Found]:
        after = 0
        for word in WORD.finditer(text):
            start = word.start()
            if start < after or (start and text[start - 1] == "-"):  # inside the last use, or a hyphenated word's end
                continue
            for form, concept in self.by_word.get(word.group(0).casefold(), ()):
                found = form.match(text, start)
                if found:
                    linked = found.span("linked") if "linked" in form.groupindex else found.span()
                    yield Found(start, found.end(), linked, concept)
                    after = found.end()
                    break


@lru_cache(maxsize=8)
def finder(forms: tuple[tuple[str, str], ...]) -> Finder:
    """The finder of these (concept, form) pairs, built once per language and glossary."""
    return Finder(forms)


def form_expression(form: str, linked: str = "") -> str:
    """A form as an expression: its spaces match any spacing, a line break included; its first letter, if in lower
    case, may be a capital (a sentence may start with it), the rest is as written (so that `root` is not the
    partition `ROOT`). A part in brackets is the part linked (`sur [main]`), as the group `linked`.

    >>> [bool(re.fullmatch(form_expression(form), text)) for form, text in
    ...  [("note de l'accord", "Note de  l’accord"), ("root", "ROOT"), ("MCP server", "MCP\\n  server")]]
    [True, False, True]
    >>> re.fullmatch(form_expression("sur [main]", "x"), "sur main").span("x")
    (4, 8)
    """
    out, words, spaced = [], 0, False
    for token in re.findall(r"\[|\]|[^\s\[\]]+", form):
        if token == "]":
            out.append(")")
            continue
        out.append(r"\s+" if words and not spaced else "")
        spaced = token == "["
        if spaced:
            out.append(f"(?P<{linked}>" if linked else "(?:")
            continue
        word = re.escape(token).replace("'", "['’]")
        out.append(f"[{token[0]}{token[0].upper()}]{word[1:]}" if not words and token[:1].islower() else word)
        words += 1
    return "".join(out)


@dataclass
class Use:
    """A form found in the prose: which text piece, where in it, which concept, and whether in a collapsed block."""

    piece: int
    start: int
    end: int
    concept: str
    collapsed: bool


@lru_cache(maxsize=256)  # under `mkdocs serve`, a whole rebuild finds most pages as they were
def link_first_uses(page_html: str, language_terms: tuple[Term, ...], href: str) -> tuple[str, tuple[str, ...]]:
    """The page's HTML with the first use of each term linked to `href#anchor`, and the concepts linked, in order."""
    if not language_terms:
        return page_html, ()
    found = finder(tuple((t.concept, form) for t in language_terms for form in t.forms))
    exceptions = {t.concept: re.compile("|".join(map(form_expression, t.unless))) for t in language_terms if t.unless}
    pieces, uses = TOKEN.split(page_html), []
    tags = TOKEN.findall(page_html)
    for index, quote, collapsed in prose_pieces(pieces, tags):
        text = pieces[index]
        uses += [Use(index, *use.linked, use.concept, collapsed) for use in found.uses(text)
                 if not open_quote(quote + text[:use.start]) and not excepted(text, use, exceptions.get(use.concept))]
    chosen = first_uses(uses)
    by_concept = {t.concept: t for t in language_terms}
    for use in sorted(chosen, key=lambda u: (u.piece, -u.start)):
        term, text = by_concept[use.concept], pieces[use.piece]
        pieces[use.piece] = (text[:use.start] + link(term, href, text[use.start:use.end]) + text[use.end:])
    linked = tuple(u.concept for u in sorted(chosen, key=lambda u: (u.piece, u.start)))
    return "".join(p + (tags[i] if i < len(tags) else "") for i, p in enumerate(pieces)), linked


def excepted(text: str, use: Found, unless: re.Pattern | None) -> bool:
    """Whether the use stands inside one of its term's `unless` phrases ("the scale of the real thing")."""
    return unless is not None and any(m.start() <= use.start and use.end <= m.end() for m in unless.finditer(
        text, max(0, use.start - 80), use.end + 80))


def first_uses(uses: list[Use]) -> list[Use]:
    """Each concept's first use in open prose, or in a collapsed block if it has none outside one."""
    first: dict[str, Use] = {}
    for use in uses:
        kept = first.get(use.concept)
        if kept is None or (kept.collapsed and not use.collapsed):
            first[use.concept] = use
    return list(first.values())


def link(term: Term, href: str, text: str) -> str:
    title = html.escape(plain(term.definition), quote=True)
    return f'<a class="{LINK_CLASS}" href="{href}#{term.anchor}" title="{title}">{text}</a>'


def plain(markdown: str) -> str:
    """A definition as a tooltip shows it: links as their words, code without its marks.

    >>> plain("Like `C` in [lesson 3](03-index-and-search.md).")
    'Like C in lesson 3.'
    """
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown).replace("`", "").replace("**", "")


def prose_pieces(pieces: list[str], tags: list[str]):
    """(index, open quotation mark, in a collapsed block) of each piece of text between tags that is prose a term
    may be linked in; the quotation mark is the one the block's earlier pieces leave open ("" if none).

    Each text piece is followed by the tag at the same index.
    """
    stack: list[tuple[str, bool]] = []  # open elements: (name, whether its text is skipped)
    skipped = collapsed = 0  # how many open elements skip their text, and how many are collapsible blocks
    carried = ""  # the open quotation mark a block's earlier pieces leave, if any
    for index, text in enumerate(pieces):
        if not skipped:
            if text.strip():
                yield index, carried, collapsed > 0
            carried = open_quote(carried + text) if '"' in text or "«" in text or "“" in text or "„" in text or carried \
                else carried
        if index >= len(tags):
            break
        name, closing, attributes = tag(tags[index])
        if name in BLOCKS:
            carried = ""
        if not name or name in VOID or tags[index].endswith("/>"):
            continue
        if closing:
            while stack:
                opened, skips = stack.pop()
                skipped, collapsed = skipped - skips, collapsed - (opened == "details")
                if opened == name:
                    break
        else:
            classes = set(found.group(1).split()) if (found := CLASS.search(attributes)) else set()
            skips = name in SKIPPED or bool(classes & SKIPPED_CLASSES)
            stack.append((name, skips))
            skipped, collapsed = skipped + skips, collapsed + (name == "details")


def tag(token: str) -> tuple[str, bool, str]:
    """(name, closing, attributes) of a tag; no name for a comment (the engine's placeholders)."""
    found = TAG.match(token)
    return (found.group(2).lower(), bool(found.group(1)), found.group(3)) if found else ("", False, "")


def open_quote(text: str) -> str:
    """The quotation mark left open at the end of `text` ("" if none)."""
    state = ""
    for mark in re.findall(r"[«»“”„\"]", text):
        if mark in OPENING or (mark == '"' and not state):
            state = mark
        elif state:
            state = ""
    return state

