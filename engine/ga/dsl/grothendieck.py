"""GrothendieckOperationsParser: GA's F# parser of category-theory expressions over musical objects.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.DSL/Parsers/GrothendieckOperationsParser.fs`
(1-653) line by line on the FParsec reply model (`engine.ga.fparsec`), with the AST of
`Types/GrammarTypes.fs` (58-110, 234-356) as `Case` values. What decides GA's answers is kept:
`str` eats the spaces after its word (line 18), so a `ws1` after it never finds one; `choice`
tries an alternative only after a failure that consumed nothing, so a first alternative that reads
a chord or a name hides the others; the top level tries each kind of operation under `attempt`
(625-633) and ends with `eof` (641), so trailing text fails the whole; line 426 groups as
`((str "equalizer" >>. pstring "(") <|> str "eq") >>. pstring "("` (F# gives `>>.` and `<|>` one
level, left to right). The parser's error text is not modelled: at the pin the skill never shows it.
The course: the parser and its types are the same on main.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import fparsec as p

OPERATION_CASES = (  # GrothendieckOperation's cases, GrammarTypes.fs 327-356, in declaration order
    "TensorProduct", "DirectSum", "Product", "Coproduct", "Exponential", "DefineFunctor", "ApplyFunctor",
    "ComposeFunctors", "DefineNatTrans", "ApplyNatTrans", "Limit", "Pullback", "Equalizer", "Colimit", "Pushout",
    "Coequalizer", "SubobjectClassifier", "PowerObject", "InternalHom", "DefineSheaf", "SheafRestriction",
    "SheafGluing",
)


@dataclass(frozen=True)
class Case:
    """A value of GrammarTypes: a union case or a record, by name, its fields in declaration order.

    A field is a Case, a string, a character, an integer, a tuple (an F# list), or None (an option's None).
    """

    name: str
    fields: tuple = ()

    def __str__(self) -> str:
        """F#'s way of printing a union case: `Major7`, `Custom "6/9"`."""
        shown = " ".join(f'"{f}"' if isinstance(f, str) else str(f) for f in self.fields)
        return f"{self.name} {shown}" if shown else self.name


def case(name: str):
    """A function making the case from its fields (for `|>>`)."""
    return lambda *fields: Case(name, fields)


def record(name: str):
    return case(name)


# ---- Basic parsers (lines 16-24) ----

ws, ws1 = p.spaces, p.spaces1


def word(text: str) -> p.Parser:
    """`str s`: the text, then the spaces after it."""
    return p.left(p.pstring(text), ws)


def ch(text: str) -> p.Parser:
    """`ch c`: the character, then the spaces after it."""
    return p.left(p.pstring(text), ws)


def is_letter(c: str) -> bool:
    """FParsec's `isLetter`, .NET's char.IsLetter: a UTF-16 unit, so never a character beyond the BMP."""
    return c.isalpha() and c <= "\uffff"


identifier = p.left(p.many1_satisfy2(is_letter, lambda c: is_letter(c) or c in p.ASCII_DIGITS or c == "_"), ws)


def word_case(text: str, value) -> p.Parser:
    """`str s >>% value`."""
    return p.returning(word(text), value)


# ---- Musical objects (lines 30-241) ----

note_letter = p.left(p.any_of("ABCDEFG"), ws)
accidental = p.choice(word_case("##", Case("DoubleSharp")), word_case("bb", Case("DoubleFlat")),
                      word_case("x", Case("DoubleSharp")), p.returning(ch("♯"), Case("Sharp")),
                      p.returning(ch("♭"), Case("Flat")), p.returning(ch("#"), Case("Sharp")),
                      p.returning(ch("b"), Case("Flat")))
note = p.seq(note_letter, p.opt(accidental), combine=lambda letter, acc: Case("Note", (letter, acc, None)))
QUALITIES = (("maj9", "Major9"), ("min9", "Minor9"), ("dom9", "Dominant9"), ("maj7", "Major7"), ("min7", "Minor7"),
             ("dom7", "Dominant7"), ("dim7", "Diminished7"), ("aug7", "Augmented7"), ("add9", "Add9"),
             ("6/9", None), ("maj", "Major"), ("min", "Minor"), ("dim", "Diminished"), ("aug", "Augmented"),
             ("sus2", "Sus2"), ("sus4", "Sus4"))  # lines 55-70, in order; "6/9" is `Custom "6/9"`
chord_quality = p.choice(*(p.returning(p.attempt(word(text)), Case(name) if name else Case("Custom", (text,)))
                           for text, name in QUALITIES))
chord_object = p.seq(note, p.opt(chord_quality), combine=lambda root, quality: Case(
    "ChordObject", (Case("Chord", (root, quality or Case("Major"), (), None)),)))
SCALES = (("harmonic minor", (0, 2, 3, 5, 7, 8, 11)), ("melodic minor", (0, 2, 3, 5, 7, 9, 11)),
          ("whole tone", (0, 2, 4, 6, 8, 10)), ("major", (0, 2, 4, 5, 7, 9, 11)), ("minor", (0, 2, 3, 5, 7, 8, 10)),
          ("dorian", (0, 2, 3, 5, 7, 9, 10)), ("phrygian", (0, 1, 3, 5, 7, 8, 10)), ("lydian", (0, 2, 4, 6, 7, 9, 11)),
          ("mixolydian", (0, 2, 4, 5, 7, 9, 10)), ("aeolian", (0, 2, 3, 5, 7, 8, 10)),
          ("locrian", (0, 1, 3, 5, 6, 8, 10)), ("pentatonic", (0, 2, 4, 7, 9)), ("blues", (0, 3, 5, 6, 7, 10)),
          ("diminished", (0, 2, 3, 5, 6, 8, 9, 11)))  # lines 89-102, in order
scale_name = p.choice(*(word_case(name, (name, intervals)) for name, intervals in SCALES))
scale_object = p.seq(note, scale_name, combine=lambda root, named: Case(
    "ScaleObject", (Case("Scale", (root, named[1], named[0])),)))
roman_numeral = p.seq(
    p.opt(p.choice(p.pstring("b"), p.pstring("#"))),
    p.choice(*(word(n) for n in ("VII", "VI", "V", "IV", "III", "II", "I", "vii", "vi", "v", "iv", "iii", "ii", "i"))),
    p.opt(p.choice(word("maj7"), word("min7"), p.pstring("°"), p.pstring("ø"), p.pstring("+"), p.pstring("7"))),
    combine=lambda acc, numeral, suffix: (acc or "") + numeral + (suffix or ""))
musical_object, define_musical_object = p.forward()
chord_list = p.sep_by1(chord_object, ch(","))
EMPTY_PROGRESSION = (None, None, None)  # Key, TimeSignature, Tempo: None; Metadata empty


def progression(chords: tuple) -> Case:
    absolute = tuple(Case("AbsoluteChord", (c.fields[0],)) for c in chords if c.name == "ChordObject")
    return Case("ProgressionObject", (Case("ChordProgression", (absolute, *EMPTY_PROGRESSION, ())),))


progression_object = p.choice(
    p.mapped(p.between(ch("{"), ch("}"), chord_list), progression),
    p.mapped(p.sep_by1(roman_numeral, ch("-")), lambda _numerals: progression(())),  # GA's TODO: numerals dropped
)
number = p.left(p.pint32, ws)
position = p.seq(number, ch(":"), number, combine=lambda string, _c, fret: Case("FretboardPosition", (string, fret, None)))
voicing_object = p.mapped(p.between(ch("{"), ch("}"), p.sep_by1(position, ch(","))), case("VoicingObject"))
pitch_class = p.bind(p.pint32, lambda n: p.preturn(n) if 0 <= n <= 11 else p.pfail)
forte_number = p.seq(p.pint32, ch("-"), p.pint32, combine=lambda a, _d, b: f"{a}-{b}")
set_class_object = p.choice(
    p.mapped(p.right(word("PC"), p.between(ch("{"), ch("}"), p.sep_by1(pitch_class, ch(",")))), case("SetClassObject")),
    p.mapped(p.right(word("Forte"), forte_number), lambda _label: Case("SetClassObject", ((),))),  # GA's TODO
)
define_musical_object(p.choice(p.attempt(set_class_object), p.attempt(voicing_object), p.attempt(progression_object),
                               p.attempt(scale_object), p.attempt(chord_object), p.mapped(note, case("NoteObject"))))

# ---- Morphisms, functors, natural transformations (lines 247-391) ----

morphism_expression = p.choice(
    p.mapped(p.right(p.right(word("transpose"), ws1), p.pint32), case("TransposeExpr")),
    word_case("invert", Case("InvertExpr")),
    p.mapped(p.right(p.right(word("rotate"), ws1), p.pint32), case("RotateExpr")),
    word_case("reflect", Case("ReflectExpr")),
    p.mapped(identifier, case("CustomExpr")),
)
category_name = p.choice(*(word(name) for name in ("Notes", "Chords", "Scales", "Progressions", "Voicings",
                                                   "PitchClasses", "SetClasses", "Intervals")), identifier)
morphism_mapping = p.sep_by1(p.seq(identifier, word("->"), morphism_expression, combine=lambda n, _a, e: (n, e)),
                             ch(";"))
functor_definition = p.choice(
    p.seq(word("functor"), identifier, ch(":"), p.seq(category_name, word("->"), category_name,
                                                     combine=lambda s, _a, t: (s, t)), p.preturn(None),
          combine=lambda _f, name, _c, cats, mappings: Case("DefineFunctor", (Case("FunctorDef", (name, *cats, mappings)),))),
    p.seq(p.right(p.right(word("define"), ws1), word("functor")), identifier,
          p.between(ch("{"), ch("}"), morphism_mapping), p.preturn(("", "")),
          combine=lambda _d, name, mappings, cats: Case("DefineFunctor", (Case("FunctorDef", (name, *cats, mappings)),))),
)
functor_application = p.choice(
    p.seq(identifier, ch("("), p.left(musical_object, ch(")")), combine=lambda name, _o, obj: Case("ApplyFunctor", (name, obj))),
    p.seq(word("apply"), identifier, word("to"), musical_object,
          combine=lambda _a, name, _t, obj: Case("ApplyFunctor", (name, obj))),
)
functor_list = p.sep_by1(identifier, ch(","))
functor_composition = p.choice(
    p.seq(identifier, ch("∘"), identifier, combine=lambda f, _o, g: Case("ComposeFunctors", ((f, g),))),
    p.seq(identifier, word("compose"), identifier, combine=lambda f, _o, g: Case("ComposeFunctors", ((f, g),))),
    p.mapped(p.right(word("compose"), p.between(ch("("), ch(")"), functor_list)), case("ComposeFunctors")),
)
functor_operation = p.choice(p.attempt(functor_definition), p.attempt(functor_composition),
                             p.attempt(functor_application))
component_mapping = p.sep_by1(p.seq(musical_object, word("->"), morphism_expression,
                                    combine=lambda obj, _a, morph: Case("NatTransComponent", (obj, morph))), ch(";"))
natural_transformation = p.choice(
    p.seq(p.right(p.right(word("natural"), ws1), word("transformation")), identifier, ch(":"),
          p.seq(identifier, word("=>"), identifier, combine=lambda f, _a, g: (f, g)), p.preturn(None),
          combine=lambda _n, name, _c, functors, comps: Case("DefineNatTrans", (Case("NatTransDef", (name, *functors, comps)),))),
    p.seq(p.right(p.right(word("define"), ws1), word("nat_trans")), identifier,
          p.between(ch("{"), ch("}"), component_mapping),
          combine=lambda _d, name, comps: Case("DefineNatTrans", (Case("NatTransDef", (name, "", "", comps)),))),
    p.seq(identifier, ch("("), p.left(musical_object, ch(")")), combine=lambda name, _o, obj: Case("ApplyNatTrans", (name, obj))),
)

# ---- Limits, colimits (lines 397-458) ----

object_list = p.sep_by1(musical_object, ch(","))
diagram_spec = p.choice(p.mapped(p.between(ch("{"), ch("}"), object_list), case("ObjectList")),
                        p.mapped(identifier, case("NamedDiagram")))


def universal(limit: str, short: str, cone: str, parallel: str, parallel_short: str, names: tuple[str, ...]) -> p.Parser:
    """limitOperation (407-431) and colimitOperation (434-458), which differ only in their words and cases."""
    whole, one, pull, pair = names
    return p.choice(
        p.mapped(p.right(p.right(p.right(p.right(word(limit), ws1), word("of")), ws1), diagram_spec), case(whole)),
        p.mapped(p.right(p.right(word(short), ws1), diagram_spec), case(one)),
        p.seq(p.right(word(cone), ch("(")), musical_object, p.right(ch(","), morphism_expression),
              p.right(ch(","), musical_object), ch(")"), combine=lambda _c, a, m, b, _e: Case(pull, (a, m, b))),
        p.seq(musical_object, word(cone), morphism_expression, combine=lambda obj, _c, m: Case(pull, (obj, m, obj))),
        p.seq(p.right(p.choice(p.right(word(parallel), p.pstring("(")), word(parallel_short)), p.pstring("(")),
              morphism_expression, p.pstring(","), morphism_expression, p.pstring(")"),
              combine=lambda _e, m1, _c, m2, _p: Case(pair, (m1, m2))),  # line 426's grouping: see the docstring
    )


limit_operation = universal("limit", "lim", "pullback", "equalizer", "eq", ("Limit", "Limit", "Pullback", "Equalizer"))
colimit_operation = universal("colimit", "colim", "pushout", "coequalizer", "coeq",
                              ("Colimit", "Colimit", "Pushout", "Coequalizer"))

# ---- Topos and sheaf operations (lines 465-549) ----

topos_operation = p.choice(
    p.mapped(p.right(ch("Ω"), p.opt(p.between(ch("("), ch(")"), musical_object))), case("SubobjectClassifier")),
    p.mapped(p.right(p.right(p.right(p.right(word("truth_value"), ws1), word("of")), ws1), musical_object),
             case("SubobjectClassifier")),
    p.mapped(p.right(p.choice(word("P"), word("power")), p.between(ch("("), ch(")"), musical_object)), case("PowerObject")),
    p.mapped(p.right(p.right(p.right(p.right(word("subobjects"), ws1), word("of")), ws1), musical_object),
             case("PowerObject")),
    p.seq(p.right(word("Hom"), ch("(")), musical_object, ch(","), musical_object, ch(")"),
          combine=lambda _h, a, _c, b, _e: Case("InternalHom", (a, b))),
    p.seq(musical_object, word("=>"), musical_object, combine=lambda a, _a, b: Case("InternalHom", (a, b))),
)
space_spec = p.choice(word_case("fretboard", Case("Fretboard")), word_case("circle_of_fifths", Case("CircleOfFifths")),
                      word_case("tonnetz", Case("Tonnetz")), word_case("pitch_class_space", Case("PitchClassSpace")),
                      p.mapped(identifier, case("CustomSpace")))
section_mapping = p.sep_by1(p.seq(identifier, word("->"), musical_object,
                                  combine=lambda open_set, _a, obj: Case("SheafSection", (open_set, obj))), ch(";"))
gluing_rule = p.seq(identifier, p.pstring("∩"), identifier, word("->"), morphism_expression,
                    combine=lambda a, _i, b, _a, m: Case("GluingRule", (a, b, m)))
gluing_data = p.between(ch("{"), ch("}"), p.sep_by1(gluing_rule, ch(";")))
sheaf_operation = p.choice(
    p.seq(word("sheaf"), identifier, word("on"), space_spec,
          combine=lambda _s, name, _o, space: Case("DefineSheaf", (Case("SheafDef", (name, space, None)),))),
    p.seq(p.right(p.right(word("define"), ws1), word("sheaf")), identifier, p.between(ch("{"), ch("}"), section_mapping),
          combine=lambda _d, name, sections: Case("DefineSheaf", (Case("SheafDef", (name, Case("CustomSpace", ("",)),
                                                                                    sections)),))),
    p.seq(identifier, p.choice(p.pstring("|"), p.returning(p.right(p.right(p.right(word("restrict"), ws1), word("to")), ws1), "|")),
          identifier, combine=lambda sheaf, _r, open_set: Case("SheafRestriction", (sheaf, open_set))),
    p.choice(
        p.mapped(p.right(p.right(word("glue"), ws1), p.between(ch("{"), ch("}"), object_list)),
                 lambda sections: Case("SheafGluing", (sections, None))),
        p.seq(word("glue"), object_list, word("along"), gluing_data,
              combine=lambda _g, sections, _a, rules: Case("SheafGluing", (sections, rules))),
    ),
)

# ---- Category operations and the whole (lines 556-643) ----


def infix(symbol: p.Parser, name: str, pair: bool = True) -> p.Parser:
    """`obj1 <symbol> obj2`: the case over both objects (a pair, or a list for Product and Coproduct)."""
    return p.seq(musical_object, symbol, musical_object,
                 combine=lambda a, _s, b: Case(name, (a, b) if pair else ((a, b),)))


def called(name: str, case_name: str) -> p.Parser:
    """`name(obj1, obj2)`."""
    return p.seq(p.right(word(name), ch("(")), musical_object, ch(","), musical_object, ch(")"),
                 combine=lambda _n, a, _c, b, _e: Case(case_name, (a, b)))


category_operation = p.choice(
    p.attempt(p.choice(infix(ch("⊗"), "TensorProduct"), infix(word("tensor"), "TensorProduct"),
                       called("tensor", "TensorProduct"))),
    p.attempt(p.choice(infix(ch("⊕"), "DirectSum"), infix(word("direct_sum"), "DirectSum"),
                       called("direct_sum", "DirectSum"))),
    p.attempt(p.choice(infix(ch("×"), "Product", pair=False), infix(word("product"), "Product", pair=False),
                       p.mapped(p.right(word("product"), p.between(ch("("), ch(")"), object_list)), case("Product")))),
    p.attempt(p.choice(infix(ch("+"), "Coproduct", pair=False), infix(word("coproduct"), "Coproduct", pair=False),
                       p.mapped(p.right(word("coproduct"), p.between(ch("("), ch(")"), object_list)), case("Coproduct")))),
    p.attempt(p.choice(infix(ch("^"), "Exponential"), called("exp", "Exponential"))),
)
grothendieck_operation = p.choice(*(p.attempt(part) for part in (
    category_operation, functor_operation, natural_transformation, limit_operation, colimit_operation,
    topos_operation, sheaf_operation)))
whole = p.left(p.right(ws, grothendieck_operation), p.eof)


@lru_cache(maxsize=4096)
def parse(expression: str) -> Case | None:
    """GrothendieckOperationsParser.parse: the operation, or None where GA's Result is an Error.

    >>> parse("C ⊗ G").name, parse("pullback(C, invert, G)").name, parse("limit of {C, G}")
    ('TensorProduct', 'Pullback', None)
    >>> str(parse("C6/9 ⊗ G").fields[0].fields[0].fields[1]), parse("equalizer((invert,reflect)").name
    ('Custom "6/9"', 'Equalizer')
    """
    reply = whole(expression, 0)
    return reply.value if reply.ok else None
