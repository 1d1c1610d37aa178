"""The algebra fast path: KeywordAlgebraPromptClassifier and IxAlgebraService's own answers, GA's unit tests among them."""
import pytest

from engine.ga.routing import algebra


@pytest.mark.parametrize("query, is_algebra", [  # GA's IxAlgebraServiceTests 16-21, then ours
    ("What is the prime form of [0,1,4,6]?", True), ("Show me some Cmaj7 voicings", False),
    ("Raise Bb7 by a minor third", True), ("", False), ("Forte 3-11", True), ("What is C major", False),
])
def test_classifier(query, is_algebra):
    """Assert which messages the classifier sends to the fast path (a set-shaped word is enough)."""
    assert algebra.is_algebra_prompt(query) is is_algebra


@pytest.mark.parametrize("query, query_type, fact, value", [  # GA's IxAlgebraServiceTests, internal answers
    ("What is the prime form of [0,1,4,6]?", "prime-form", "primeForm", "[0,1,4,6]"),
    ("Are 0146 and 0137 z-related?", "z-relation", "zRelated", "True"),
    ("Is the pitch class set 0,1,4,6 Z-related to another set class?", "z-relation", "partner", "[0,1,3,7]"),
    ("What is Forte number 4-Z29?", "forte-lookup", "primeForm", "[0,1,3,7]"),
    ("set class summary for 0 2 4 7", "set-class-summary", "forte", "4-22"),
])
def test_gas_own_cases(query, query_type, fact, value):
    """Assert GA's own unit tests of the service's internal path: query type, a fact, the host's grounding."""
    answer = algebra.answer(query)
    assert (answer.query_type, dict(answer.facts)[fact]) == (query_type, value)
    assert (answer.source, answer.revision) == ("ix-compatible", "7b02a56")


@pytest.mark.parametrize("query, text", [
    ("Are 0146 and 0137 z-related?",
     "[0,1,4,6] and [0,1,3,7] are Z-related: they share ICV <1 1 1 1 1 1> but have different prime forms."),
    ("Are 047 and 037 z-related?", "[0,3,7] and [0,3,7] are not Z-related."),
    ("Is 047 z-related?", "[0,3,7] is not Z-related."),
    ("What is Forte number 4-Z29?",
     "Forte 4-Z29 is the set class with prime form [0,1,3,7] (interval-class vector <1 1 1 1 1 1>)."),
    ("icv of 0 4 7", "The interval-class vector for [0,4,7] is <0 0 1 1 1 0>."),
    ("forte label of {0,4,7}", "The Forte label for [0,4,7] is 3-11."),
    ("Forte of [0,1,2,3,4,5,6,7,8,9,10,11]", "The Forte label for [0,1,2,3,4,5,6,7,8,9,10,11] is 12-1."),
    ("prime form of 1011", "The prime form of [0,1] is [0,1]."),  # a compact 10 or 11 is read digit by digit
    ("Forte 13-1 please", "The Forte label for [1,3] is 2-2."),  # no label 13-1: "13" is read as a set
])
def test_answers_word_for_word(query, text):
    """Assert the service's sentences, GA's quirks kept (the prime forms compared, 1011 read as {0, 1})."""
    assert algebra.answer(query).answer == text


@pytest.mark.parametrize("query", ["What is the prime form?", "Forte please", "z-related 7", "icv"])
def test_no_set_no_answer(query):
    """Assert the service returns nothing where it reads no set (the orchestrator moves on to the router)."""
    assert algebra.answer(query) is None


def test_the_aggregates_vector_as_gas_id_prints_it():
    """Assert the twelve-note set's vector prints as its base-12 id decodes, <1 1 1 1 0 6> (IntervalClassVectorId.cs 10-13)."""
    assert algebra.icv_text((1 << 12) - 1) == "<1 1 1 1 0 6>"
