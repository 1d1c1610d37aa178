"""The DSL's chord symbols: the AST, FParsec's ChordParser and ChordRenderer, as GA has them.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.DSL/`: `Types/ChordAst.fs` 3-29 (the
AST), `Parsers/ChordParser.fs` 7-89 (the parser) and `Generators/ChordRenderer.fs` 6-40 (the
renderer), which `Services/ChordDslService.fs` 11-16 wraps. The parser reads a prefix: a note
letter of either case, an optional accidental, an optional quality, extensions and alterations,
an optional "/" bass; whatever follows is ignored (no `eof`). Its quirks are FParsec's and kept:
"maj7" is an extension, not a quality ("maj" must not be followed by a digit), "Cø7" reads as C
(ø is nothing the parser knows), "x" is a double sharp, "C7b" fails (the flat commits to an
alteration that has no degree), and "C/" fails (the slash commits to a bass note).

Main's parser differs for "M" and "Maj7", "o", "sus", "omit" and "no", and text after the symbol
(lesson 13's page); the lessons' symbols parse the same on main, so one parser serves both.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import fparsec as p

# AccidentalType and QualityType, by their F# case names
NATURAL, SHARP, FLAT, DOUBLE_SHARP, DOUBLE_FLAT = "Natural", "Sharp", "Flat", "DoubleSharp", "DoubleFlat"
MAJOR, MINOR, DIMINISHED, AUGMENTED, SUSPENDED, DOMINANT = (
    "Major", "Minor", "Diminished", "Augmented", "Suspended", "Dominant")
ACCIDENTAL_TEXT = {NATURAL: "", SHARP: "#", FLAT: "b", DOUBLE_SHARP: "##", DOUBLE_FLAT: "bb"}  # ChordRenderer 6-12
QUALITY_TEXT = {MAJOR: "maj", MINOR: "m", DIMINISHED: "dim", AUGMENTED: "aug", SUSPENDED: "sus", DOMINANT: ""}  # 14-21


@dataclass(frozen=True)
class Extension:
    text: str  # "7", "maj7", "m7b5", "6/9", "add9"...


@dataclass(frozen=True)
class Alteration:
    accidental: str
    degree: str  # "5", "9", "11", "13"


@dataclass(frozen=True)
class Omission:
    degree: str


@dataclass(frozen=True)
class Alt:
    pass


Component = Extension | Alteration | Omission | Alt


@dataclass(frozen=True)
class ChordAst:
    """A parsed chord symbol: "Bbm7/F" is root B, Flat, Minor, (Extension "7",), bass ("F", Natural)."""

    root: str  # the letter, upper case
    root_accidental: str
    quality: str | None
    components: tuple[Component, ...]
    bass: tuple[str, str] | None  # the letter as written, and its accidental


# ChordParser.fs, line by line

NOTE = p.any_of("CDEFGABcdefgab")
ACCIDENTAL = p.choice(
    p.attempt(p.choice(p.string_return("##", DOUBLE_SHARP), p.string_return("x", DOUBLE_SHARP),
                       p.string_return("𝄪", DOUBLE_SHARP))),
    p.attempt(p.choice(p.string_return("bb", DOUBLE_FLAT), p.string_return("𝄫", DOUBLE_FLAT))),
    p.choice(p.string_return("#", SHARP), p.string_return("♯", SHARP)),
    p.choice(p.string_return("b", FLAT), p.string_return("♭", FLAT)),
    p.string_return("♮", NATURAL),
)


def _major_word(word: str) -> p.Parser:
    """"maj" not followed by a digit (lines 29-31): "maj7" is left for the extensions."""
    return p.attempt(p.returning(p.left(p.pstring(word), p.not_followed_by(p.digit)), MAJOR))


QUALITY = p.choice(
    p.attempt(p.choice(_major_word("maj"), _major_word("MAJ"), _major_word("Maj"),
                       p.string_return("M", MAJOR), p.string_return("Δ", MAJOR))),
    p.choice(p.string_return("min", MINOR), p.string_return("MIN", MINOR), p.string_return("mi", MINOR),
             p.string_return("-", MINOR),
             p.attempt(p.returning(p.left(p.pstring("m"), p.not_followed_by(p.pstring("a"))), MINOR))),
    p.choice(*(p.string_return(s, DIMINISHED) for s in ("dim", "DIM", "°", "o"))),
    p.choice(*(p.string_return(s, AUGMENTED) for s in ("aug", "AUG", "+"))),
    p.choice(p.string_return("sus", SUSPENDED), p.string_return("SUS", SUSPENDED)),
)
WHOLE_EXTENSIONS = ("13", "11", "maj7", "maj9", "maj11", "maj13", "m7b5", "-7b5", "6/9", "add9", "add11",
                    "add13", "add2", "add4")  # lines 48-63, in GA's order
EXTENSION = p.choice(
    *(p.attempt(p.string_return(s, Extension("m7b5" if s == "-7b5" else s))) for s in WHOLE_EXTENSIONS),
    p.mapped(p.any_of("796245"), Extension),
)
ALTERATION = p.choice(
    p.string_return("alt", Alt()),
    p.string_return("ALT", Alt()),
    p.seq(p.opt(ACCIDENTAL), p.choice(*(p.attempt(p.pstring(d)) for d in ("13", "11", "9", "5"))),
          combine=lambda accidental, degree: Alteration(accidental or NATURAL, degree)),
)
BASS = p.right(p.pstring("/"), p.seq(NOTE, p.opt(ACCIDENTAL), combine=lambda n, a: (n, a or NATURAL)))
CHORD = p.seq(
    NOTE, p.opt(ACCIDENTAL), p.opt(QUALITY), p.many(p.choice(EXTENSION, ALTERATION)), p.opt(BASS),
    combine=lambda root, accidental, quality, components, bass: ChordAst(
        root.upper(), accidental or NATURAL, quality, components, bass),
)


@lru_cache(maxsize=4096)
def parse(symbol: str) -> ChordAst | None:
    """ChordParser.parse: the AST of the symbol's prefix, or None where FParsec fails.

    >>> parse("Cmaj7").components, parse("Bbm7b5").quality, parse("C/E").bass
    ((Extension(text='maj7'),), 'Minor', ('E', 'Natural'))
    >>> parse("Hm") is None, parse("C7b") is None, parse("Cø7").root
    (True, True, 'C')
    """
    reply = p.run(CHORD, symbol)
    return reply.value if reply.ok else None


def render(ast: ChordAst) -> str:
    """ChordRenderer.render: root, accidental, quality word, components, "/" bass.

    >>> render(parse("CM7")), render(parse("B°")), render(parse("d#-7/a"))
    ('Cmaj7', 'Bdim', 'D#m7/A')
    """
    quality = QUALITY_TEXT[ast.quality] if ast.quality else ""
    bass = "/" + ast.bass[0].upper() + ACCIDENTAL_TEXT[ast.bass[1]] if ast.bass else ""
    return ast.root + ACCIDENTAL_TEXT[ast.root_accidental] + quality + "".join(map(component_text, ast.components)) + bass


def component_text(component: Component) -> str:
    if isinstance(component, Extension):
        return component.text
    if isinstance(component, Alteration):
        return ACCIDENTAL_TEXT[component.accidental] + component.degree
    if isinstance(component, Omission):
        return f"(no {component.degree})"
    return "alt"
