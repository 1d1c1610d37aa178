"""One word per concept: the pages and table catalogs of each language use its glossary's words.

`translations/<language>/glossary.yml` names, for each concept, the word the course uses and the
variants to avoid. Every page of the language (`docs/**/*.<language>.md`, lessons added later
included) and every table catalog is read outside code, directives, links and quotations, where
GA's and the user's own words stand as they were written.

Spanish and French prose names notes and keys in solfège (en do menor, la corde de mi grave) and
chords by their symbols, in letters (Cm7, G7, el acorde C): a capital A to G standing alone in
prose, outside a table, is a note or a key written the English way, unless it is a chord the
sentence marks as one (see `note_letters`). French sets a no-break space before : ; ! and ?, in
its pages, its catalogs (sentences, table strings, definitions) and its pictures (tests/pictures).
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from engine.report.punctuation import unspaced

ROOT = Path(__file__).resolve().parents[1]
# The languages the site is translated into (each has its tables' words). English, the source, has a glossary
# too, for readers (tests/test_glossary_page.py), with no variants to avoid.
LANGUAGES = sorted(p.name for p in (ROOT / "translations").iterdir() if (p / "tables").is_dir())
FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.DOTALL)
PROSE_KEYS = ("title", "description", "summary")
NOT_PROSE = [  # what is blanked out before reading, longest forms first
    re.compile(r"^(```|~~~).*?^\1", re.DOTALL | re.MULTILINE),  # fenced code
    re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.DOTALL),  # directives
    re.compile(r"`[^`]*`"),  # inline code
    re.compile(r"\]\([^)]*\)"),  # link targets
    re.compile(r"<[^>]+>"),  # HTML tags
    re.compile(r"«[^»]*»|“[^”]*”|„[^“”]*[“”]|\"[^\"]*\""),  # quotations
    re.compile(r"^ {0,3}>.*$", re.MULTILINE),  # a block quotation: GA's words
    re.compile(r"^ *(?:\?\?\?\+?|!!!)(?= )", re.MULTILINE),  # a collapsible block's or an admonition's marker
]


@cache
def glossary(language: str) -> dict[str, dict]:
    return yaml.safe_load((ROOT / "translations" / language / "glossary.yml").read_text(encoding="utf-8"))


def avoided(language: str) -> list[tuple[str, str, re.Pattern]]:
    """(concept, variant, how to find it) for every variant the glossary avoids."""
    found = []
    for concept, entry in glossary(language).items():
        for variant in entry.get("avoid", []):
            found.append((concept, variant, re.compile(rf"(?<!\w){re.escape(variant)}(?!\w)", re.IGNORECASE)))
        for pattern in entry.get("avoid_pattern", []):
            found.append((concept, pattern, re.compile(pattern)))
    return found


def prose(text: str, filler: str = " ") -> str:
    """A page's words a reader reads as the course's own: code, directives, links and quotations blanked out.

    Blanked spans keep their line breaks, so a line number still points at the page's line; a span on one line
    becomes `filler` (a word, where what follows it must still be told from what follows a space).

    >>> prose('---\\ntitle: "La cuerda"\\n---\\nUsa `muteada` y «muteada», {{ value("x") }}.\\n')
    'title La cuerda\\n\\n\\nUsa   y  ,  .\\n'
    """
    head = FRONT_MATTER.match(text)
    if head:
        data = yaml.safe_load(head.group(1)) or {}
        front = "\n".join(f"{k} {data[k]}" for k in PROSE_KEYS if k in data)
        text = front + "\n" * (head.group(0).count("\n") - front.count("\n")) + text[head.end():]
    for pattern in NOT_PROSE:
        text = pattern.sub(lambda match: "\n" * match.group(0).count("\n") or filler, text)
    return text


def violations(text: str, language: str) -> list[str]:
    """Each avoided variant found, as "line N: 'variant' (concept: use 'word')"."""
    out = []
    for concept, _variant, pattern in avoided(language):
        for match in pattern.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            out.append(f"line {line}: {match.group(0)!r} ({concept}: use {glossary(language)[concept]['word']!r})")
    return out


SOLFEGE = {"es": ("A", "E"), "fr": ()}  # languages naming notes do, re, mi; capitals that are also words there
NOTE_LETTER = re.compile(r"(?<![\w♯♭#/])[A-G][♯♭]?(?![\w♯♭#/+°øΔ('’])")  # C, E♭; not Cm7, C/E, C#, C'est
SYMBOL = r"[A-G][\w♯♭#/+°øΔ()]*"
QUALIFIED = r"\b[A-G][♯♭#b]?(?:m|maj|dim|aug|sus|add|\d|°|ø|\+|Δ|/)[\w♯♭#/+°øΔ()]*"  # Am7, C/E: never a note
AND = r"(?:y|e|o|u|ni|et|ou)"
TO = r"(?:a|al|à|au)"  # "del acorde C al F", "de l'accord C au F"
SEP = rf"(?:,\s*|\s+(?:{AND}|{TO})\s+|\s*(?:→|->)\s*)"  # between chords of a list: never a bare space
CHORD_BEFORE = re.compile(  # "el acorde C", "les accords C, Am et F", "Am7 y C", "C → F", "la forma de C": a chord symbol
    rf"(?:(?i:\bacordes?|\baccords?|\bformas?\s+de|\bformes?\s+de)\s+|(?:→|->)\s*|{QUALIFIED}{SEP})(?:{SYMBOL}{SEP})*\Z")
CHORD_AFTER = re.compile(r"\s*(?:→|->)|\s+(?:abiert[oa]s?|con\s+cejilla|ouvert(?:e|s|es)?|barrés?)\b")  # "el C abierto"
SENTENCE_START = re.compile(r"(?:^\s*(?:[-+]\s+|\d+\.\s+|#+\s+)?|[.!?:¡¿]\s+)$")
MUSIC_WORD = r"(?:mayor|menor|majeur|mineur|grave|agud[oa]|aigu|aiguë|es|est|y|et|o|ou)\b"
WORD_AFTER = re.compile(rf"\s+(?!{MUSIC_WORD})[a-záéíóúüñàâçèêëîïôûœ]")  # "A la cuerda...", "E incluso..."


def note_letters(text: str, language: str) -> list[str]:
    """Each bare note letter of es/fr prose that names a note or key, as "line N: '...the letter in context...'".

    A letter is let through as a chord where the sentence marks it as one: after "acorde(s)" or
    "accord(s)" (through a list of symbols), beside an arrow, or before a word for its shape on the
    neck ("el C abierto", "le C barré"). In Spanish, a capital A or E that opens a sentence before
    a word of prose is the word "a" or "e". Tables are left out: their cells are GA's, in letters. Does not
    look at lowercase letters, nor at ASCII accidentals (C#, F#: the languages), which prose writes ♯.

    >>> note_letters("Toca C.\\nNi el acorde C ni C → F.\\nA la cuerda E.", "es")
    ["line 1: 'Toca C.'", "line 3: 'A la cuerda E.'"]
    """
    text, found = text.replace("*", ""), []
    for match in NOTE_LETTER.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        before, after = text[:match.start()], text[match.end():]
        if text[line_start:].lstrip().startswith("|"):  # a table row
            continue
        if CHORD_BEFORE.search(before[-200:]) or CHORD_AFTER.match(after):
            continue
        if match.group(0) in SOLFEGE[language] and SENTENCE_START.search(before[line_start:]) and WORD_AFTER.match(after):
            continue
        line_end = text.find("\n", match.end()) % (len(text) + 1)
        context = text[max(line_start, match.start() - 30):min(line_end, match.end() + 20)].strip()
        found.append(f"line {text.count(chr(10), 0, match.start()) + 1}: {context!r}")
    return found


def pages(language: str) -> list[Path]:
    return sorted((ROOT / "docs").rglob(f"*.{language}.md"))


PAGES = [(lang, page) for lang in LANGUAGES for page in pages(lang)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_glossary_is_well_formed(language):
    "Assert each concept has one word, its variants (if any) differ from it, and its patterns compile."
    for concept, entry in glossary(language).items():
        assert isinstance(entry.get("word"), str) and entry["word"], concept
        assert set(entry) <= {"word", "avoid", "avoid_pattern", "note", "forms", "unless", "definition"}, concept
        assert all(v.lower() != entry["word"].lower() for v in entry.get("avoid", [])), concept
    assert avoided(language)  # every pattern compiles


CONCEPT = re.compile(r"^([^\s#][^:]*):", re.MULTILINE)  # a top-level key of a glossary


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_concept_is_named_twice(language):
    "Assert no concept appears twice in the glossary: YAML keeps the last silently, and a translator reads the first."
    concepts = CONCEPT.findall((ROOT / "translations" / language / "glossary.yml").read_text(encoding="utf-8"))
    twice = sorted({c for c in concepts if concepts.count(c) > 1})
    assert not twice, f"translations/{language}/glossary.yml names these concepts more than once: {twice}"


@pytest.mark.parametrize("language, page", PAGES, ids=[p.relative_to(ROOT).as_posix() for _, p in PAGES])
def test_pages_use_the_glossary_words(language, page):
    "Assert the page uses no variant its language's glossary avoids, outside code and quotations."
    found = violations(prose(page.read_text(encoding="utf-8")), language)
    assert not found, f"{page.relative_to(ROOT)}:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_table_catalogs_use_the_glossary_words(language):
    "Assert the table catalogs' translations use no variant the glossary avoids."
    found = []
    for catalog in sorted((ROOT / "translations" / language / "tables").glob("*.yml")):
        for english, translated in (yaml.safe_load(catalog.read_text(encoding="utf-8")) or {}).items():
            found += [f"{catalog.name}: {english!r}: {v}" for v in violations(prose(translated), language)]
    assert not found, "\n".join(found)


SOLFEGE_PAGES = [(lang, page) for lang, page in PAGES if lang in SOLFEGE]
NAMED_THE_ENGLISH_WAY = [  # (language, sentence): each names a note, a key or a string by its letter
    ("es", "La cuerda E grave suena al aire."),
    ("es", "En C mayor, el IV es un acorde de fa."),
    ("es", "El B♭ de sol menor se escribe la♯."),
    ("es", "El acorde toca C, E y G."),
    ("es", "Las voces van de A♭ menor a la♯ menor."),
    ("es", "C es un caso típico."),
    ("es", "Am7, A C E G, tiene las notas de C6."),
    ("es", "Con **la E** en el bajo."),
    ("es", "E es la fundamental del documento."),
    ("es", "Sin su fundamental, Cmaj7 es E, G y B."),
    ("fr", "la corde E grave, à vide"),
    ("fr", "une progression en C majeur"),
    ("fr", "A doit attendre le rang 5."),
    ("fr", "Le E doublé descend de trois demi-tons."),
    ("fr", "la dominante de B mineur est F♯"),
]
NAMED_THE_MUSICIANS_WAY = [  # (language, sentence): solfège, chord symbols, GA's own letters, and words that look like notes
    ("es", "El acorde C, los acordes C, Am y F, y el par C → F."),
    ("es", "De Csus2 a Em9, de G7 a Cmaj7, y F♯m7♭5 o C/E."),
    ("es", "El paso del acorde C al F; Am7 y C."),
    ("es", "El C abierto y el C con cejilla."),
    ("es", "La forma de C con el capo en el traste 3; las formas de A, G y E."),
    ("es", "El filtro lee `C`, y `C-E-G` es código."),
    ("es", "Quien pide «C major» o “voicings for C” recibe la nota do."),
    ("es", "El si♭ de sol menor, en do mayor, la cuerda de mi grave."),
    ("es", "A la cuerda de re le falta el fa. E incluso el la."),
    ("es", "La menor distancia; si no, nada."),
    ("es", "Un programa en C#, otro en F#."),
    ("es", "la **O**ctava y la **C**ardinalidad"),
    ("es", "Da {{ value(\"chord.root\") }} y [el acorde C](03-index-and-search.md)."),
    ("es", "| C | E | G |"),
    ("fr", "L'accord C, les accords C, Am et F, et la paire C → F."),
    ("fr", "De l'accord C au F ; Am7 et C ; le C ouvert et le C barré."),
    ("fr", "La forme de C avec le capo en case 3 ; les formes de A, G et E."),
    ("fr", "C'est le cas. D'une forme à l'autre, « Do you mean C? »."),
    ("fr", "Le si♭ de sol mineur, en do majeur, la corde de mi aigu."),
]


@pytest.mark.parametrize("language, sentence", NAMED_THE_ENGLISH_WAY)
def test_a_note_named_by_its_letter_is_flagged(language, sentence):
    "Assert a note, key or string named by its letter in es/fr prose is found."
    assert note_letters(prose(sentence), language)


@pytest.mark.parametrize("language, sentence", NAMED_THE_MUSICIANS_WAY)
def test_solfege_chord_symbols_and_quotations_pass(language, sentence):
    "Assert solfège, chord symbols, GA's letters in code or quotations, and words like «A la» are let through."
    assert not note_letters(prose(sentence), language)


@pytest.mark.parametrize("language, page", SOLFEGE_PAGES, ids=[p.relative_to(ROOT).as_posix() for _, p in SOLFEGE_PAGES])
def test_pages_name_notes_in_solfege(language, page):
    "Assert the page's prose names no note, key or string by its letter; chords keep their symbols."
    found = note_letters(prose(page.read_text(encoding="utf-8")), language)
    assert not found, f"{page.relative_to(ROOT)}: write the note in solfège, or mark a chord as one:\n  " + "\n  ".join(found)


@pytest.mark.parametrize("language", SOLFEGE)
def test_table_catalogs_name_notes_in_solfege(language):
    "Assert the table catalogs' translations name no note or key by its letter outside GA's own words."
    found = []
    for catalog in sorted((ROOT / "translations" / language / "tables").glob("*.yml")):
        for english, translated in (yaml.safe_load(catalog.read_text(encoding="utf-8")) or {}).items():
            found += [f"{catalog.name}: {english!r}: {v}" for v in note_letters(prose(translated), language)]
    assert not found, "\n".join(found)


def test_every_translated_language_has_a_glossary():
    "Assert each language the site translates into has a glossary."
    assert LANGUAGES and all((ROOT / "translations" / language / "glossary.yml").is_file() for language in LANGUAGES)


# ---- The readers' glossary (docs/ga-ai/glossary.md): the same files, with `definition` and `forms` ----------------

READERS = sorted(p.parent.name for p in (ROOT / "translations").glob("*/glossary.yml"))  # English too


def defined(language: str) -> dict[str, dict]:
    return {concept: entry for concept, entry in glossary(language).items() if "definition" in entry}


def test_the_readers_glossary_defines_the_same_concepts_in_every_language():
    "Assert every language defines the concepts English defines, and no others, so each entry has its three versions."
    english = set(defined("en"))
    for language in READERS:
        assert set(defined(language)) == english, (
            f"translations/{language}/glossary.yml: missing {sorted(english - set(defined(language)))}, "
            f"extra {sorted(set(defined(language)) - english)}")


@pytest.mark.parametrize("language", READERS)
def test_each_defined_term_has_forms_no_other_term_claims(language):
    "Assert each defined concept lists the forms a reader meets it in, and no form stands for two concepts."
    owners: dict[str, str] = {}
    for concept, entry in defined(language).items():
        forms = entry.get("forms", [entry["word"]])
        assert forms and all(isinstance(f, str) and f.strip() for f in forms), concept
        for form in forms:
            key = form.replace("[", "").replace("]", "").casefold()
            assert owners.setdefault(key, concept) == concept, f"{form!r} is a form of {owners[key]!r} and {concept!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_definitions_use_the_glossary_words(language):
    "Assert each definition a reader reads uses the language's words: no avoided variant, no note named by its letter."
    found = []
    for concept, entry in defined(language).items():
        text = prose(entry["definition"])
        found += [f"{concept}: {v}" for v in violations(text, language)]
        found += [f"{concept}: {v}" for v in (note_letters(text, language) if language in SOLFEGE else [])]
    assert not found, "\n".join(found)


# ---- French punctuation: a no-break space before : ; ! ? (engine/report/punctuation.py) ----------------------------

FRENCH_CATALOGS = [ROOT / "translations" / "fr.yml", *sorted((ROOT / "translations" / "fr").rglob("*.yml"))]


def strings(data, where: str = ""):
    """(where, text) of every string a catalog holds: a sentence, a table string's translation, a definition."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from strings(value, f"{where}.{key}" if where else str(key))
    elif isinstance(data, list):
        for n, value in enumerate(data):
            yield from strings(value, f"{where}[{n}]")
    elif isinstance(data, str):
        yield where, data


def test_a_missing_no_break_space_is_found():
    "Assert the check finds a plain space or none before : ; ! ?, and lets a time, an address and code through."
    assert [unspaced(prose(t, "x")) for t in ("hypothèse : une", "accord lu: ses notes", "Pourquoi ?", "`C7`: un")] == [
        ["hypothèse :"], ["lu:"], ["Pourquoi ?"], ["x:"]]
    assert not any(unspaced(prose(t, "x")) for t in ("hypothèse\u00a0: une", "à 12:30, https://x.fr", "`a: b` et «\u00a0c: d\u00a0»",
                                                     "le `?` de GA", "Pourquoi\u202f?"))


@pytest.mark.parametrize("page", pages("fr"), ids=[p.relative_to(ROOT).as_posix() for p in pages("fr")])
def test_french_pages_space_their_punctuation(page):
    "Assert the French page's prose sets a no-break space before : ; ! and ? (outside code, quotations and links)."
    text = prose(page.read_text(encoding="utf-8"), "x")
    found = [f"line {text.count(chr(10), 0, text.find(u)) + 1}: {u!r}" for u in unspaced(text)]
    assert not found, f"{page.relative_to(ROOT)}: write a no-break space (U+00A0) before the mark:\n  " + "\n  ".join(found)


def test_french_catalogs_space_their_punctuation():
    "Assert every French string a reader reads (sentences, table strings, definitions) spaces : ; ! and ? as French does."
    found = [f"{catalog.relative_to(ROOT)}: {where}: {u!r}"
             for catalog in FRENCH_CATALOGS
             for where, text in strings(yaml.safe_load(catalog.read_text(encoding="utf-8")) or {})
             if not where.rsplit(".", 1)[-1].startswith(("note", "avoid"))  # a translator's note, a variant to avoid
             for u in unspaced(prose(text, "x"))]
    assert not found, "write a no-break space (U+00A0) before the mark:\n" + "\n".join(found)
