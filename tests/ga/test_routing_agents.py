"""The routers without a model: SemanticIntentRouter's fallback, SemanticRouter's keywords, VoicingAgent."""
import re
from fractions import Fraction

import pytest

from engine.ga.query import QueryReading
from engine.ga.routing.agents.router import ModelUnreachable, keyword_route, route_without_model
from engine.ga.routing.agents.voicing import NO_INTENT, answer, describe_intent
from engine.ga.routing.intent_router import MIN_CONFIDENCE, route_without_embeddings


@pytest.mark.parametrize("query, pick", [
    ("Move this F chord down a minor third", "skill.chordinfo"),
    ("What's Dm7 up a whole step?", "skill.chordinfo"),
    ("Lower G by a tritone", "skill.chordsubstitution"),
    ("Transpose Cmaj7 up a perfect fourth", None),  # TransposeSkill's CanHandle always says no
    ("What is Dorian", "skill.modes"),
    ("Drop 3 voicings of G7", "skill.chordvoicings"),  # VoicingIntent comes after the skills
])
def test_main_keyword_fallback(query, pick):
    """Assert main's intent router gives the query to the first intent whose skill accepts it."""
    match = route_without_embeddings("main", query)
    assert (match.intent.id if match else None) == pick
    if match:
        assert match.confidence == MIN_CONFIDENCE


def test_pin_router_picks_nothing():
    """Assert the pin's intent router returns nothing when the query cannot be embedded."""
    assert route_without_embeddings("pin", "What is Dorian") is None


@pytest.mark.parametrize("query, agent, confidence", [
    ("Transpose C major to E", "voicing", Fraction(3, 10)),  # no keyword: voicing keeps its 0.1
    ("raise the key by two semitones", "theory", Fraction(3, 10)),  # 1/10 ties 0.1: theory registered first
    ("Move Am up two frets", "tab", Fraction(3, 10)),  # 1/9, still below the 0.3 floor
    ("Play this song a whole step down", "technique", Fraction(3, 10)),
    ("chord scale key mode interval in a tab", "theory", Fraction(1, 2)),
])
def test_keyword_route(query, agent, confidence):
    """Assert SemanticRouter.KeywordRoute's agent and confidence (at least 0.3)."""
    routing = keyword_route(query)
    assert (routing.agent, routing.confidence, routing.method) == (agent, confidence, "keyword")


def test_keyword_scores_keep_registration_order_on_ties():
    """Assert equal scores stay in registration order: tab, theory, technique, composer, critic, voicing."""
    ranked = [agent for agent, _ in keyword_route("nothing here").scores]
    assert ranked == ["voicing", "tab", "theory", "technique", "composer", "critic"]


def test_pin_agent_router_throws():
    """Assert the pin's SemanticRouter lets the embedding failure through."""
    with pytest.raises(ModelUnreachable):
        route_without_model("pin", "Transpose C major to E")


@pytest.mark.parametrize("reading, described", [
    (QueryReading(chord="G", mode="major", tags=("g-major",)), "chord G + mode major + tags [g-major]"),
    (QueryReading(tags=("the", "tone")), "tags [the, tone]"),
    (QueryReading(chord="G7"), "chord G7"),
    (QueryReading(), "your query"),
])
def test_describe_intent(reading, described):
    """Assert VoicingAgent.DescribeIntent joins chord, mode and tags with " + "."""
    assert describe_intent(reading) == described


@pytest.mark.parametrize("message, first", [
    ("transpose this progression down a half step", "Found 10 voicings matching tags [half]:"),
    ("Transpose C E G to D", "Found 10 voicings matching chord C:"),
    ("Transpose C major to E", "Found 10 voicings matching chord C + mode major:"),
    ("transposing the chorus down a tone", "Found 10 voicings matching tags [the, tone]:"),
    ("Transpose this progression to capo 3", NO_INTENT),
    ("Show me Cmaj7 voicings", "Found 2 voicings matching chord Cmaj7:"),  # lesson 3's index holds two named Cmaj7
])
def test_voicing_answers(message, first):
    """Assert VoicingAgent's first line for what the query reader finds, searching lesson 3's index, and as many
    voicings listed under it as it says it found."""
    lines = answer(message).result.split("\n")
    found = re.match(r"Found (\d+) voicings", first)
    assert lines[0] == first and sum(line.startswith("- **") for line in lines) == (int(found.group(1)) if found else 0)


def test_voicing_answer_lists_each_voicing_with_its_score():
    """Assert the answer's lines under the first: a blank one, then each voicing's name, diagram and score."""
    reply = answer("Show me Cmaj7 voicings")
    assert reply.result.split("\n")[1:] == ["", "- **Cmaj7** `3-0-x-2-3-x` (guitar, score 0.369)",
                                            "- **Cmaj7** `3-0-0-2-3-x` (guitar, score 0.369)", ""]
    assert round(reply.confidence, 4) == 0.3685 and len(reply.evidence) == 2
