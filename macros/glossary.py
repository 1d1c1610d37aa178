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
        sections.append(f"## {letter}\n\n<dl class=\"glossary\" markdown>\n\n" + "\n\n".join(
            f"{shown_word(term.word)} {{ #{term.anchor} }}\n:   {term.definition}" for term in group) + "\n\n</dl>")
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


@lru_cache(maxsize=8)
def pattern(forms: tuple[tuple[str, str], ...]) -> tuple[re.Pattern, dict[str, str]]:
    """One expression for every (concept, form), and the concept of each of its groups (`t3`; the linked part of a
    form, if it brackets one, is `i3`): the longest form at a place wins (see `form_expression`).

    >>> found, concepts = pattern((("tuning", "tuning"), ("alternate tuning", "alternate tuning")))
    >>> [(m.group(0), concepts[m.lastgroup]) for m in found.finditer("An Alternate\\ntuning, tunings")]
    [('Alternate\\ntuning', 'alternate tuning')]
    """
    ordered = sorted(forms, key=lambda pair: -len(pair[1]))
    parts = [f"(?P<t{i}>{form_expression(form, f'i{i}')})" for i, (_, form) in enumerate(ordered)]
    compiled = re.compile(r"(?<![\w-])(?:" + "|".join(parts) + r")(?![\w-]|\.\w)")
    return compiled, {f"t{i}": concept for i, (concept, _) in enumerate(ordered)}


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


def link_first_uses(page_html: str, language_terms: tuple[Term, ...], href: str) -> tuple[str, list[str]]:
    """The page's HTML with the first use of each term linked to `href#anchor`, and the concepts linked, in order."""
    if not language_terms:
        return page_html, []
    found, concepts = pattern(tuple((t.concept, form) for t in language_terms for form in t.forms))
    exceptions = {t.concept: re.compile("|".join(map(form_expression, t.unless))) for t in language_terms if t.unless}
    pieces, uses = TOKEN.split(page_html), []
    tags = TOKEN.findall(page_html)
    for index, quote, collapsed in prose_pieces(pieces, tags):
        text = pieces[index]
        uses += [Use(index, *linked_span(m), concepts[m.lastgroup], collapsed) for m in found.finditer(text)
                 if not open_quote(quote + text[:m.start()]) and not excepted(text, m, exceptions.get(concepts[m.lastgroup]))]
    chosen = first_uses(uses)
    by_concept = {t.concept: t for t in language_terms}
    for use in sorted(chosen, key=lambda u: (u.piece, -u.start)):
        term, text = by_concept[use.concept], pieces[use.piece]
        pieces[use.piece] = (text[:use.start] + link(term, href, text[use.start:use.end]) + text[use.end:])
    linked = [u.concept for u in sorted(chosen, key=lambda u: (u.piece, u.start))]
    return "".join(p + (tags[i] if i < len(tags) else "") for i, p in enumerate(pieces)), linked


def linked_span(use: re.Match) -> tuple[int, int]:
    """Where the link goes in a use: the form's bracketed part if it has one, else all of it."""
    inner = "i" + use.lastgroup[1:]
    return use.span(inner) if use.re.groupindex.get(inner) and use.group(inner) is not None else use.span()


def excepted(text: str, use: re.Match, unless: re.Pattern | None) -> bool:
    """Whether the use stands inside one of its term's `unless` phrases ("the scale of the real thing")."""
    return unless is not None and any(m.start() <= use.start() and use.end() <= m.end() for m in unless.finditer(
        text, max(0, use.start() - 80), use.end() + 80))


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
    carried = ""  # the open quotation mark a block's earlier pieces leave, if any
    for index, text in enumerate(pieces):
        skipped = any(skip for _, skip in stack)
        collapsed = any(name == "details" for name, _ in stack)
        if text.strip() and not skipped:
            yield index, carried, collapsed
        if not skipped:
            carried = open_quote(carried + text)
        if index < len(tags):
            name, closing, attributes = tag(tags[index])
            if name in BLOCKS:
                carried = ""
            if not name or name in VOID or tags[index].endswith("/>"):
                continue
            if closing:
                while stack and stack.pop()[0] != name:
                    pass
            else:
                classes = set(CLASS.search(attributes).group(1).split()) if CLASS.search(attributes) else set()
                stack.append((name, name in SKIPPED or bool(classes & SKIPPED_CLASSES)))


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

