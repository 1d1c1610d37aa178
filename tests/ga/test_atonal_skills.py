"""GA's four atonal skills: GrothendieckDelta, IcvShortestPath, SetTheoryEquivalence and GrothendieckParse."""
import numpy as np
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import grothendieck_delta, grothendieck_parse, icv_shortest_path
from engine.ga.routing.skills import set_theory_equivalence as sets

SKILLS = ["GrothendieckDeltaSkill", "IcvShortestPathSkill", "SetTheoryEquivalenceSkill", "GrothendieckParseSkill"]
ODD = ["", "   ", "🎸 C to G 🎸", "harmonic distance from C to G " * 70, "0,1,4 and 0,1,6 " * 130, "12345",
       "parse C ⊗ G" + " ⊗ G" * 300, "are 0,1,4 and 0,١,6 equivalent", "Гармония C → G, parse Ω(C) 日本",
       "parse 𝐀(C) ⊗ G", "parse " + "(" * 40 + "C ⊗ G"]

READINGS = [  # a delta question -> the two chords read, or the skill's kind
    ("harmonic distance from Cmaj7 to G7", ("Cmaj7", "G7")), ("how far apart are Cmaj7 and Dm7 harmonically", ("Cmaj7", "Dm7")),
    ("how harmonically far is Am from D7", "declined"), ("harmonic distance from C to C#", ("C", "C")),
    ("harmonic distance from C° to C+", ("C°", "C")), ("delta C -> F", ("C", "F")), ("delta C > F", ("C", "F")),
    ("delta B♭7 → E♭", ("B♭7", "E")), ("delta H to C", "declined"), ("delta Cb to C", "unparsed"),
]


@pytest.mark.parametrize("message, read", READINGS)
def test_the_delta_skill_reads_two_chords(message, read):
    "Assert TwoChordPattern's reading: two chords joined by to, and or an arrow; the second needs a word boundary."
    answer = grothendieck_delta.read(message)
    assert ((answer.a, answer.b) if answer.kind == "answer" else answer.kind) == read


def test_the_delta_answer():
    "Assert AnswerDelta's markdown, line by line, the mojibake arrow included."
    assert grothendieck_delta.answer("Grothendieck delta from Dm7 to G7").result.split("\n")[:11] == [
        "**Grothendieck delta Dm7 → G7**", "", "- **ICV Dm7**: `<0 1 2 1 2 0>`  (ic1..ic6)", "- **ICV G7**: `<0 1 2 1 1 1>`",
        "- **Δ (signed)**: `[0, 0, 0, 0, -1, +1]`", "- **L1 norm** (Manhattan): **2**", "- **L2 norm** (Euclidean): **1.414**",
        "- **Harmonic cost**: **1.20**", "", "**Interpretation**: -1 ic5 (perfect 4th), +1 ic6 (tritone) \u00e2\u2020\u2019 "
        "increased tension", ""]


def test_the_delta_evidence():
    "Assert the evidence GA logs with an answer."
    assert grothendieck_delta.answer("delta C to F").evidence == (
        "Source: GrothendieckDeltaSkill (in-process GrothendieckService)", "grothendieck-delta(C→F, L1=1, cost=0.60)")


PATH_READINGS = [  # a path question -> the two chords read, or the skill's kind
    ("shortest harmonic path from Cmaj7 to G7", ("Cmaj7", "G7")), ("step-by-step harmonic route from C to G", ("C", "G")),
    ("shortest route from C to A minor", ("C", "A")), ("shortest chord path from Dm7 to Gmaj7", "declined"),
    ("How do I get from Am to D7 harmonically", ("Am", "D7")), ("Path from C major to F major", "declined"),
    ("BFS path C -> G", ("C", "G")), ("ICV path from C to Cb", "unparsed"),
]


@pytest.mark.parametrize("message, read", PATH_READINGS)
def test_the_path_skill_reads_two_chords(message, read):
    "Assert PathPattern, then HowDoIGetPattern."
    answer = icv_shortest_path.read(message)
    assert ((answer.a, answer.b) if answer.kind == "answer" else answer.kind) == read


def test_the_path_answer_counts_sets_as_steps():
    "Assert the path's table and its count of sets as steps, and the answer without a path."
    text = icv_shortest_path.answer("shortest path from C to Cm").result
    assert text.split("\n")[2:8] == ["- **2 steps** total (1 intermediate move).", "", "| Step | PC set | ICV |",
                                     "|------|--------|-----|", "| 0 (C) | `{0,4,7}` | `<0 0 1 1 1 0>` |",
                                     "| 1 (Cm) | `{0,3,7}` | `<0 0 1 1 1 0>` |"]
    none = icv_shortest_path.answer("shortest path from Am to D7")
    assert none.result.split("\n")[2].startswith("No path found within 5 steps.")
    assert none.evidence[1] == "icv-shortest-path(Am→D7, no path)"


EQUIVALENCE = [  # a question -> the verdict the skill gives (the name of its text)
    ("Are pitch classes 0,1,4 and 0,1,6 equivalent under inversion", "TI no"),
    ("Are pitch class sets 0,1,3 and 0,2,3 equivalent under transposition", "TI yes"),  # "under" left unread
    ("are 0,1,3 and 0,2,3 the same set class under transposition", "T inversion"),
    ("are 0,1,4 and 1,2,5 the same set class under inversion", "I both"),
    ("are 0,1,3 and 0,2,3 the same set class under inversion", "I yes"),
    ("are 0,1,4,6 and 0,1,3,7 the same set class under inversion", "I z"),
    ("are 0,1,4,6 and 0,1,3,7 the same set class under transposition", "T z"),
    ("Do 0146 and 0137 belong to the same set class", "TI z"),
    ("are 0,1,4 and 1,2,5 the same set class under t-i", "I both"),
    ("are 0,1,4 and 1,2,5 the same set class under transposition and inversion", "T yes"),  # the first alternative
    ("are [0,1,4] and {1,2,5} equal", "TI yes"),
]


@pytest.mark.parametrize("message, verdict", EQUIVALENCE)
def test_the_set_skill_verdicts(message, verdict):
    "Assert the relation read (none after a greedy \\s*, the set class) and the verdict for it."
    assert sets.read(message).verdict == verdict


@pytest.mark.parametrize("written, parsed", [("0,1,4", (0, 1, 4)), ("0 1 4", (0, 1, 4)), ("{0,1,4}", (0, 1, 4)),
                                             ("014", (0, 1, 4)), ("0-1-4", (0, 1, 4)), ("0,1,t", (0, 1)),
                                             ("0te", (0,)), ("0,1,12", None), ("C,E,G", None), ("0,4,7,4", (0, 4, 7)),
                                             ("00000000011", (0, 1)), ("0, 00000000011", (0, 11)),
                                             ("0,99999999999", None)])
def test_try_parse_set(written, parsed):
    "Assert TryParseSet: split at anything but ASCII digits, a lone run one digit each, 0 to 11 or nothing."
    found = sets.parse_set(written)
    assert (tuple(p for p in range(12) if found >> p & 1) if found is not None else None) == parsed


def test_one_question_and_the_sweep_agree():
    "Assert the verdicts of a whole phrasing equal those of each question asked alone (a sample of pairs)."
    written = ["0,1,3", "0,2,3", "0,1,4", "1,2,5", "0,3,4", "0,1,6", "0,4,8", "1,5,9"]
    for phrasing in ["are pitch classes {a} and {b} equivalent under transposition",
                     "are {a} and {b} the same set class under inversion", "are {a} and {b} the same set class"]:
        grid = sets.phrasing_verdicts(phrasing, written)
        alone = np.array([[sets.VERDICTS.index(sets.read(phrasing.replace("{a}", a).replace("{b}", b)).verdict)
                           for b in written] for a in written])
        assert (grid == alone).all()


def test_a_phrasing_that_reads_sets_differently_is_refused():
    "Assert the sweep refuses a phrasing whose reading depends on the sets written."
    with pytest.raises(ValueError, match="does not read every set written whole"):
        sets.phrasing_verdicts("are {a}1 and {b} equivalent", ["0,1", "0,2"])


PARSE = [  # a question -> the case named, or the skill's kind, and the expression sent
    ("parse C ⊗ G", "TensorProduct", "C ⊗ G"), ("what does C ⊗ G mean?", "TensorProduct", "C ⊗ G"),
    ("Parse: C ⊗ G", "failed", "Parse: C ⊗ G"), ("parse Transpose(Cmaj7)", "declined", ""),
    ("parse pullback(Cmaj7, Transpose, Gmaj7)", "Pullback", "pullback(Cmaj7, Transpose, Gmaj7)"),
    ("what is Hom(Cmaj7, Gmaj7)", "declined", ""), ("explain Hom(C, G).", "InternalHom", "Hom(C, G)"),
    ("parse " + "C ⊗ " * 130 + "G", "rejected", "C ⊗ " * 130 + "G"),
    ("parse Hom(" + "(" * 33 + "C, G)", "rejected", "Hom(" + "(" * 33 + "C, G)"),
]


@pytest.mark.parametrize("message, said, expression", PARSE)
def test_the_parse_skill(message, said, expression):
    "Assert the anchor and surface gates, the expression extracted, the case or the refusal."
    answer = grothendieck_parse.read(message)
    assert (answer.category or answer.kind, answer.expression) == (said, expression)


def test_the_parse_answers_name_the_case_and_nothing_of_the_chords():
    "Assert the answer's case and gloss, the same for C ⊗ G and F# ⊗ Bb but for the expression."
    first, second = (grothendieck_parse.answer(f"parse {e}").result for e in ("C ⊗ G", "F# ⊗ Bb"))
    assert first.replace("C ⊗ G", "<e>") == second.replace("F# ⊗ Bb", "<e>")
    assert "- **AST category**: `TensorProduct`" in first and first.endswith("AST tree visualisation.\n")


@pytest.mark.parametrize("skill", SKILLS)
@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_the_refusal_is_declined_on_main(skill, at, declined):
    "Assert each skill's refusal, confidence 0.1, marked Declined on main only."
    response = ChatbotHost(at).call_skill(skill, "hello")
    assert (response.confidence, response.declined) == (0.1, declined)


@pytest.mark.parametrize("skill", SKILLS)
@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ODD)
def test_odd_input_gets_an_answer(skill, at, message):
    "Assert any message gets GA's answer or refusal, never an exception."
    response = ChatbotHost(at).call_skill(skill, message)
    assert response.result and response.agent_id == "theory" and response.confidence in (1.0, 0.3, 0.1)
