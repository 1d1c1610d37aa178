"""DefaultRoutingHintProvider: which intents a query's hints boost."""
import pytest

from engine.ga.routing import BOOST, hinted_intents, routing_deltas

TRANSPOSE = ["skill.transpose"]


@pytest.mark.parametrize("query, hinted", [
    ("transpose this progression down a half step", TRANSPOSE),
    ("bring D minor down to A minor", TRANSPOSE),
    ("Transpose Cmaj7 up a perfect fourth", ["skill.interval", "skill.transpose"]),
    ("Move this F chord down a minor third", ["skill.interval", "skill.transpose"]),
    ("What's Dm7 up a whole step?", []),
    ("raise the key by two semitones", []),
    ("Transpose this progression to capo 3", ["skill.capo", "skill.transpose"]),
    ("Move Am up two frets", TRANSPOSE),
    ("Shift the song to the key of E", []),  # "to the", not "to E"
    ("Lower G by a tritone", ["skill.interval"]),
    ("Play this song a whole step down", ["skill.alternatetunings"]),
    ("best way to move from G7 to C", TRANSPOSE),  # "move", two words, "to C"
    ("harmonic cost to move from C to G", TRANSPOSE),
    ("What are modes of limited transposition", TRANSPOSE),
    ("What is Dorian", ["skill.modes"]),
    ("parse Transpose ∘ Invert", ["skill.grothendieckparse", "skill.transpose"]),
    ("shift this to a close", []),  # the key letter after "to" is case-sensitive
])
def test_hinted_intents(query, hinted):
    """Assert the intents the hints boost, sorted ordinally."""
    assert hinted_intents(query) == hinted


def test_two_rules_for_one_intent_set_one_boost():
    """Assert two matching rules of skill.chordinfo give one +0.06, not two."""
    query = "What chord is C E G, and what are its chord tones?"
    assert routing_deltas(query) == {"skill.chordinfo": BOOST}


@pytest.mark.parametrize("query", ["", "   ", "\t\n"])
def test_blank_query_gets_no_hint(query):
    """Assert GetDeltas returns nothing for a blank query."""
    assert routing_deltas(query) == {}
