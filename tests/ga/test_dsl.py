"""GA's chord DSL and ga_dsl_eval: the parser's FParsec rules, the closures' answers, the tool's errors."""
import pytest

from engine.ga import fparsec as p
from engine.ga.dsl.chords import parse, render
from engine.ga.dsl.domain import execute
from engine.ga.dsl.registry import GaError
from engine.ga.mcp.dsl_eval import eval_closure, get_closure_schema, list_closures

PARSED = [  # symbol -> what ChordRenderer writes back, or None where FParsec fails
    ("C", "C"), ("cm", "Cm"), ("Cmaj7", "Cmaj7"), ("CM7", "Cmaj7"), ("Cmaj", "Cmaj"), ("CΔ", "Cmaj"),
    ("Cmin7", "Cm7"), ("C-7b5", "Cm7b5"), ("Cm7b5", "Cm7b5"), ("C°", "Cdim"), ("Co7", "Cdim7"), ("C+", "Caug"),
    ("Csus4", "Csus4"), ("C6/9", "C6/9"), ("Cadd9", "Cadd9"), ("C7#9", "C7#9"), ("C7alt", "C7alt"),
    ("Cx", "C##"), ("Bbb", "Bbb"), ("B♭7", "Bb7"), ("F𝄪", "F##"), ("C/E", "C/E"), ("C/e", "C/E"),
    ("Cø7", "C"), ("Cadd", "C"), ("C7 and more", "C7"), ("Cmaj11", "Cmaj11"),
    ("C7b", None), ("C/", None), ("C/H", None), ("H", None), ("", None), ("7", None), (" C", None),
]


@pytest.mark.parametrize("symbol, rendered", PARSED)
def test_the_parser_reads_a_prefix_by_fparsecs_rules(symbol, rendered):
    "Assert what ChordParser reads (then ChordRenderer writes), or that it fails."
    ast = parse(symbol)
    assert (render(ast) if ast else None) == rendered


def test_a_failure_after_consuming_input_fails_the_choice():
    "Assert FParsec's rule: the next alternative is tried only after a failure that consumed nothing."
    ab_or_ac = p.choice(p.seq(p.pstring("a"), p.pstring("b")), p.pstring("ac"))
    assert not p.run(ab_or_ac, "ac").ok
    assert p.run(p.choice(p.attempt(p.seq(p.pstring("a"), p.pstring("b"))), p.pstring("ac")), "ac").ok


def test_many_stops_quietly_and_fails_loudly():
    "Assert `many` stops on a non-consuming failure and fails on a consuming one."
    pair = p.seq(p.pstring("x"), p.pstring("y"))
    assert p.run(p.many(pair), "xyxyz").value == (("x", "y"), ("x", "y"))
    assert not p.run(p.many(pair), "xyxz").ok


CLOSURES = [  # closure, inputs -> answer, as ga_dsl_eval's caller reads it
    ("domain.diatonicChords", {"root": "D", "scale": "minor"}, '["Dm","Edim","F","Gm","Am","A#","C"]'),
    ("domain.diatonicChords", {"root": "f", "scale": "Major"}, '["F","Gm","Am","Bb","C","Dm","Edim"]'),
    ("domain.transposeChord", {"symbol": "Bb", "semitones": "2"}, "C"),
    ("domain.transposeChord", {"symbol": "C", "semitones": "-2"}, "A#"),
    ("domain.transposeChord", {"symbol": "C/E", "semitones": "2"}, "D/E"),
    ("domain.transposeChord", {"symbol": "Cb", "semitones": "0"}, "B"),
    ("domain.relativeKey", {"root": "Bb", "scale": "major"}, "G minor"),
    ("domain.relativeKey", {"root": "G", "scale": "minor"}, "A# major"),
    ("domain.chordIntervals", {"symbol": "C9"}, '["P1","M3","P5","M9"]'),
    ("domain.parseChord", {"symbol": "Bbm7/F"},
     '{"root":"Bb","quality":"minor","components":["ext:7"],"bass":"F"}'),
    ("domain.commonTones", {"chord1": "C", "chord2": "F#"}, "C and F# share no common tones"),
    ("domain.queryChords", {"key": "C", "scale": "major", "quality": "major", "hasInterval": "m3", "degree": "iv"},
     '["IV=F"]'),
    ("domain.projectChord", {"symbol": "F#m7", "fields": "root,quality pc x"},
     "root=F#  quality=minor  pc=6  x=?"),
    ("domain.analyzeProgression", {"chords": "Am Dm E Am"}, "Key: A major  (confidence 4/4)\n"
                                                            "Am     Dm     E      Am    \nI      IV     V      I     "),
    ("domain.progressionCompletion", {"chords": "C F"},
     "Progression: C – F  (key: C major)\n\nSuggested completions:\n  1. G            → authentic cadence (V → I)\n"
     "  2. F            → plagal cadence (IV → I)\n  3. Dm G         → ii–V–I approach"),
]


@pytest.mark.parametrize("closure, inputs, answer", CLOSURES)
def test_a_closure_through_ga_dsl_eval(closure, inputs, answer):
    "Assert a closure's answer through the tool, quirks kept (D minor's A#, the bass left behind, m3 read as M3)."
    assert eval_closure(closure, inputs).answer == answer


ERRORS = [  # name, arguments -> the tool's "code: message"
    ("domain.chordSubstitutions", {"symbol": "Am"}, "missing-required-arg: closure 'domain.chordSubs…' requires "
     "argument 'key' (declared type: string? — key root (e.g. 'C', 'G'). Defaults to chord root.)"),
    ("domain.transposeChord", {"symbol": "C", "semitones": "٣"},
     "arg-coerce-failed: argument 'semitones' could not be parsed as int (got '٣')"),
    ("domain.transposeChord", {"symbol": "H", "semitones": "1"}, "closure-runtime-error: ParseError [chor…"),
    ("domain.analyzeProgression", {"chords": " , "}, "closure-runtime-error: DomainError: Cou…"),
    ("io.readFile", {"path": "/etc/passwd"},
     "closure-not-exposed: closure 'io.readFile' is not exposed to the chatbot (category: Io)"),
    ("DOMAIN.TRANSPOSECHORD", {"symbol": "C", "semitones": "1"}, "C#"),
    ("", {}, "closure-not-found: closure '' not found; call ga_dsl_list_closures to see available names"),
    ("x" * 65, {}, "closure-not-found: closure 'xxxxxxxxxxxxxxxx…' not found; call ga_dsl_list_closures to see "
     "available names"),
    ("domain.nope\n", {}, "closure-not-found: closure 'domain.nope·' not found; call ga_dsl_list_closures to see "
     "available names"),
]


@pytest.mark.parametrize("name, args, answer", ERRORS)
def test_the_tools_errors(name, args, answer):
    "Assert ga_dsl_eval's errors: required inputs, coercion, a closure's GaError cut to 16 characters, categories."
    assert eval_closure(name, args).answer == answer


def test_the_list_and_the_schema():
    "Assert the 15 Domain closures by name, and a schema in F# Map order."
    names = [c.name for c in list_closures()]
    assert len(names) == 15 and names == sorted(names) and names[-1] == "tab.sources"
    schema = get_closure_schema("domain.chordSubstitutions")
    assert [k for k, _ in schema.input_schema] == ["key", "scale", "symbol"]
    assert get_closure_schema("agent.fanOut").error.startswith("closure-not-exposed: ")


@pytest.mark.parametrize("symbols, pin, main", [
    ("Dm7 G7 Cmaj7", "Key: D minor  (confidence 3/3)", "Key: C major  (confidence 3/3)"),
    ("C Ab Bb C", "Key: C minor  (confidence 4/4)", "Key: Eb major  (confidence 2/4)"),
])
def test_analyze_progression_at_both_versions(symbols, pin, main):
    "Assert the pin's roots-only key and 6baf32e's key from KeyIdentificationService."
    assert (execute("domain.analyzeProgression", {"chords": symbols}, "pin").split("\n")[0],
            execute("domain.analyzeProgression", {"chords": symbols}, "6baf32e").split("\n")[0]) == (pin, main)


def test_a_missing_input_is_a_domain_error_when_called_directly():
    "Assert the closure's own check, which ga_dsl_eval's required inputs hide."
    assert execute("domain.transposeChord", {"symbol": "C"}) == GaError("DomainError", "Missing 'semitones' input")


@pytest.mark.parametrize("odd", ["", " ", "🎸", "x" * 2000, "12345", "Cmaj7 日本 Дм", "\u0000"])
def test_odd_input_gets_gas_answer(odd):
    "Assert odd symbols get an answer or GA's error from every lesson's closure, never an exception."
    for closure, args in [("domain.transposeChord", {"symbol": odd, "semitones": "1"}),
                          ("domain.commonTones", {"chord1": odd, "chord2": "C"}),
                          ("domain.diatonicChords", {"root": odd, "scale": odd}),
                          ("domain.analyzeProgression", {"chords": odd}),
                          ("domain.chordSubstitutions", {"symbol": odd, "key": odd, "scale": odd})]:
        assert isinstance(eval_closure(closure, args).answer, str)
