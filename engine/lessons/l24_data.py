"""What lesson 24's probe asks: the course's pairs of sets, wordings, notations, expressions, chords and questions.

All of it is the course's (its SetEquivalenceParseProbe.cs): the wordings follow the set skill's
example prompts and comments, the 50 forms one expression for each form the parser's comments
name (GrothendieckOperationsParser.fs 286-535 and 545-610) with the case each comment promises.
"""
from __future__ import annotations

# The relation an answer applies and its verdict, read from the verdict's first words (the course's Verdicts)
VERDICT_HEADS = (
    ("**Yes — equivalent under transposition.**", "T", True),
    ("**No — not equivalent under transposition alone.**", "T", False),
    ("**No — not transpositionally equivalent.**", "T", False),
    ("**Yes — equivalent under inversion", "I", True),
    ("**No — not equivalent under inversion.**", "I", False),
    ("**Yes — they belong to the same set class**", "TI", True),
    ("**No — they are Z-related.**", "TI", False),
    ("**No — they are not equivalent.**", "TI", False),
)
Z_SAID, EITHER_SAID = "they are Z-related", "via either operation"  # what the course looks for in an answer

PAIRS = (  # (what relates them, first set, second set)
    ("inversion only", "0,1,3", "0,2,3"),
    ("transposition", "0,1,4", "1,2,5"),
    ("Z-related", "0,1,4,6", "0,1,3,7"),
    ("different", "0,1,4", "0,1,6"),
)
PHRASINGS = (  # the relation each question names: T, I, or TI (the set class)
    ("are pitch classes {a} and {b} equivalent under transposition", "T"),
    ("are pitch classes {a} and {b} equivalent under inversion", "I"),
    ("are pitch classes {a} and {b} equivalent", "TI"),
    ("are {a} and {b} equivalent under transposition or inversion", "TI"),
    ("are {a} and {b} the same set class under transposition", "T"),
    ("are {a} and {b} the same set class under inversion", "I"),
    ("are {a} and {b} the same set class", "TI"),
    ("are {a} and {b} related by inversion", "I"),
    ("are {a} and {b} transpositionally equivalent", "T"),
    ("is {a} a transposition of {b}", "T"),
)
ALL_PAIRS_PHRASINGS = (PHRASINGS[0], PHRASINGS[4], PHRASINGS[5], PHRASINGS[6])
ALL_PAIRS_SIZES = (3, 4)

NOTATIONS = (  # a set written in different ways, and its name in figures
    ("0,1,4", "commas"), ("0, 1, 4", "commas_spaces"), ("0 1 4", "spaces"), ("014", "digits"), ("[0,1,4]", "brackets"),
    ("{0,1,4}", "braces"), ("(0,1,4)", "parentheses"), ("<0,1,4>", "angle_brackets"), ("0-1-4", "dashes"),
    ("0,1,10", "ten"), ("0,10,11", "ten_eleven"), ("0,1,t", "t"), ("0,1,T", "T"), ("0,1,A", "A"), ("0te", "te"),
    ("01t", "digits_t"), ("0,1,12", "twelve"), ("0,4,7,4", "repeated"), ("3-3", "forte_name"), ("C,E,G", "note_names"),
)
NOTATION_QUESTION = "are pitch classes {a} and 0,1,6 equivalent"

FORMS = (  # (expression, the case its comment promises)
    ("C ⊗ G", "TensorProduct"), ("C tensor G", "TensorProduct"), ("tensor(C, G)", "TensorProduct"),
    ("C ⊕ G", "DirectSum"), ("C direct_sum G", "DirectSum"), ("direct_sum(C, G)", "DirectSum"),
    ("C × G", "Product"), ("C product G", "Product"), ("product(C, G, F)", "Product"),
    ("C + G", "Coproduct"), ("C coproduct G", "Coproduct"), ("coproduct(C, G, F)", "Coproduct"),
    ("C ^ G", "Exponential"), ("exp(C, G)", "Exponential"),
    ("functor Transpose: Chords -> Chords", "DefineFunctor"), ("define functor Transpose { a -> invert }", "DefineFunctor"),
    ("Invert(C)", "ApplyFunctor"), ("apply Invert to C", "ApplyFunctor"),
    ("Transpose ∘ Invert", "ComposeFunctors"), ("Transpose compose Invert", "ComposeFunctors"),
    ("compose(Transpose, Invert)", "ComposeFunctors"),
    ("natural transformation eta: Transpose => Invert", "DefineNatTrans"),
    ("define nat_trans eta { C -> invert }", "DefineNatTrans"),
    ("eta(C)", "ApplyNatTrans"),
    ("limit of {C, G}", "Limit"), ("lim {C, G}", "Limit"),
    ("pullback(C, invert, G)", "Pullback"), ("pullback(C, transpose 7, G)", "Pullback"), ("C pullback invert", "Pullback"),
    ("equalizer(invert, reflect)", "Equalizer"), ("eq(invert, reflect)", "Equalizer"),
    ("colimit of {C, G}", "Colimit"), ("colim {C, G}", "Colimit"),
    ("pushout(C, invert, G)", "Pushout"), ("C pushout invert", "Pushout"),
    ("coequalizer(invert, reflect)", "Coequalizer"), ("coeq(invert, reflect)", "Coequalizer"),
    ("Ω", "SubobjectClassifier"), ("Ω(C)", "SubobjectClassifier"), ("truth_value of C", "SubobjectClassifier"),
    ("P(C)", "PowerObject"), ("power(C)", "PowerObject"), ("subobjects of C", "PowerObject"),
    ("Hom(C, G)", "InternalHom"), ("C => G", "InternalHom"),
    ("sheaf S on fretboard", "DefineSheaf"), ("define sheaf S { U -> C }", "DefineSheaf"),
    ("S | U", "SheafRestriction"), ("restrict S to U", "SheafRestriction"),
    ("glue { C, G }", "SheafGluing"),
)
RESPACED = ("S|U", "eq(invert,reflect)", "equalizer((invert,reflect)", "coeq(invert,reflect)")  # without spaces
CHAINED = ("C + G + F", "C ⊗ G ⊗ F", "Cmaj7 ⊕ Gmaj7 ⊕ Fmaj7")  # two operators in a row

CHORD_TOKENS = ("C", "Bb", "F#", "Am", "Cm", "G7", "C7", "Dm7", "Cmaj7", "CM7", "Cmin7", "Cdom7", "Cmaj", "Cmin",
                "Cdim", "Cdim7", "C°", "Caug", "C+", "Csus4", "Cadd9", "C6/9", "Cm7b5", "Gmaj9", "C major", "PC{0,4,7}")
TENSOR_WITH = "{token} ⊗ G"
SAME_ANSWER = (("parse C ⊗ G", "C ⊗ G"), ("parse F# ⊗ Bb", "F# ⊗ Bb"))  # two questions, the expression each repeats

QUESTIONS = (
    "parse C ⊗ G", "Parse: C ⊗ G", "please parse C ⊗ G", "can you parse C ⊗ G", "parse C ⊗ G please",
    "what does C ⊗ G mean?", "explain C ⊗ G", "interpret Cmaj7 ⊕ Gmaj7", "meaning of C ⊗ G",
    "parse Am ⊗ G7", "parse Dm7 ⊕ G7", "parse C + G", "parse C × G", "parse C ^ G", "parse Ω",
    "explain the tensor product", "explain natural transformation", "what is a pullback",
    "what is the tensor product of C and G",
)
