"""#749's guard (InvalidChordNames): every case of GA's test file at the merge commit, and lesson 7's messages.

The cases are those of `Tests/Common/GA.Business.ML.Tests/Unit/InvalidChordNamesTests.cs` at d7efd41,
one row each; the corpus test reads the pin's corpus (the merge's adds the "Hm Q7" entry, found below).
"""
import pytest

from engine.ga.routing.data import rows
from engine.ga.routing.skills import improvisation
from engine.ga.routing.skills.improvisation import guard


@pytest.mark.parametrize("message, expected", [
    ("which arpeggio fits Hm Q7", ["Hm", "Q7"]),
    ("what scale over X7alt", ["X7alt"]),
    ("which arpeggios work over Hmaj7 and W9", ["Hmaj7", "W9"]),
    ("improvise over Rm7b5 Rm7b5", ["Rm7b5"]),
    ("Q7, which arpeggio should I use?", ["Q7"]),
    ("Hm, which arpeggio fits Q7?", ["Q7"]),
    ("A friend asked which arpeggio fits Hm Q7", ["Hm", "Q7"]),
    ("which arpeggio fits V7 and Q7", ["Q7"]),
])
def test_find_returns_each_invalid_chord_name(message, expected):
    """Assert Find_ReturnsEachInvalidChordName: the invalid names, in order, each once."""
    assert guard.find(message) == expected


@pytest.mark.parametrize("message", [
    "which arpeggio fits Am F C G",
    "what scale can I use to solo over Cmaj7?",
    "what scale over G13",
    "which arpeggio fits Am and Q7",
    "which arpeggio fits C and Q7",
    "which arpeggio fits Q7 and F#",
    "which arpeggio fits A and Q7",
    "which scale fits C major",
    "Hm Q7 is my username",
    "Hmm, which arpeggio should I learn first?",
    "Um, what scale should I use?",
    "Hm, which mode is brightest?",
    "what scale should I practice at 7 PM",
    "which mode did Madden solo in",
    "I'm trying to improvise, what scale helps?",
    "what scale for V7?",
    "which arpeggio fits the V7b9",
    "what scale over I7",
])
def test_find_returns_nothing_for_valid_or_non_chord_requests(message):
    """Assert Find_ReturnsNothing_ForValidOrNonChordRequests."""
    assert guard.find(message) == []


def test_decline_names_the_tokens_without_inventing_theory():
    """Assert Decline_NamesTheTokens_WithoutInventingTheory."""
    answer = guard.decline(["Hm", "Q7"])
    assert "don't recognize" in answer and '"Hm" and "Q7"' in answer
    assert "also known as" not in answer and "A to G" in answer


def test_decline_points_an_h_root_to_german_notation():
    """Assert Decline_PointsAnHRootToGermanNotation."""
    assert '"Hm" is written "Bm"' in guard.decline(["Hm"]) and "German" not in guard.decline(["Q7"])


def test_find_returns_nothing_for_the_skills_own_example_prompts():
    """Assert Find_ReturnsNothing_ForTheSkillsOwnExamplePrompts (the 17 of ImprovisationSkill.cs 53-81)."""
    prompts = [p for skill, _line, p in rows("example_prompts.tsv", 3) if skill == "ImprovisationSkill"]
    assert len(prompts) == 17 and [p for p in prompts if guard.find(p)] == []


def test_find_fires_on_no_entry_of_the_pins_corpus():
    """Assert Find_FiresOnlyOnCorpusEntriesThatExpectADecline on the pin's 68 prompts, none of which expects one."""
    prompts = [p for _line, p in rows("corpus_prompts_all.tsv", 2)]
    assert len(prompts) == 68 and [p for p in prompts if guard.find(p)] == []


def test_three_tokens_are_listed_with_commas():
    """Assert Decline joins three tokens as "A", "B" and "C", and says "them"."""
    answer = guard.decline(["Hm", "Q7", "X9"])
    assert answer.startswith('I don\'t recognize "Hm", "Q7" and "X9" as chord names') and "for them." in answer


@pytest.mark.parametrize("message", ["which arpeggio fits C and Q7", "which arpeggio fits Q7 and F#",
                                     "which arpeggio fits A and Q7"])
def test_fb2d4b1e_alone_misses_the_merged_tests(message):
    """Assert the PR's earlier NamesValidChord (a run of two) does not see the valid chord the merged tests expect."""
    assert not guard.names_valid_chord_at_fb2d4b1e(message) and guard.names_valid_chord(message)


@pytest.mark.parametrize("message, kind", [
    ("which arpeggio fits Hm Q7", "declines"), ("which arpeggio fits X7alt", "declines"),
    ("Q7, which arpeggio should I use?", "declines"), ("which arpeggio fits H7", "declines"),
    ("which arpeggio fits hm q7", "model"), ("which arpeggio fits Cq7", "model"),
    ("which arpeggio fits Am F Q7 G", "answers"), ("which arpeggio fits C and Q7", "model"),
    ("Hm, which mode is brightest?", "model"), ("which arpeggio fits V7", "model"),
])
def test_the_skill_at_749_declines_before_anything_else(message, kind):
    """Assert #749's skill declines what the guard finds, answers a run, and asks the extractor otherwise."""
    try:
        reply = improvisation.execute(message, "749", improvisation.course_extractor)
    except improvisation.ModelNeeded:
        assert kind == "model"
        return
    assert ("declines" if reply.confidence == guard.DECLINE_CONFIDENCE else "answers") == kind


def test_the_pin_has_no_guard():
    """Assert the pinned skill sends "Hm Q7" on to its extractor."""
    with pytest.raises(improvisation.ModelNeeded):
        improvisation.execute("which arpeggio fits Hm Q7", "pin", improvisation.course_extractor)
