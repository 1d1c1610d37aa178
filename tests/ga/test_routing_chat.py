"""The chat endpoint with Ollama's port closed, and the host's registrations."""
import re

import pytest

from engine.errors import UnknownName
from engine.ga.routing import ChatbotHost, ChatReply
from engine.ga.routing.agents.chat import UNAVAILABLE_START, is_algebra_prompt, is_explicit_voicing_request

UNAVAILABLE = ChatReply(200, "fallback-direct", "error-fallback-unavailable", UNAVAILABLE_START, answer_cut=True)


@pytest.mark.parametrize("message", ["Transpose C major to E", "Lower G by a tritone", "Move Am up two frets"])
def test_pin_answers_http_500(message):
    """Assert every path at the pin ends in HTTP 500, with no answer, after its logged errors: the agent router throws
    and so does the fallback."""
    reply = ChatbotHost("pin").chat(message)
    assert reply == ChatReply(500, logs=reply.logs)
    assert reply.logs[-1].message == "An unhandled exception has occurred while executing the request."


@pytest.mark.parametrize("message, agent, method, answer", [
    ("Move this F chord down a minor third", "skill.chordinfo", "orchestrator-skill-semantic",
     "F major chord contains F, A, and C."),
    ("Lower G by a tritone", "skill.chordsubstitution", "orchestrator-skill-semantic",
     "Harmonic substitutions for **G** (ranked by ICV distance):"),
    ("Transpose G7 to Eb", "voicing", "keyword", "Found 10 voicings matching chord G7:"),
    ("Take F#m up a fourth", "voicing", "keyword", "Found 10 voicings matching chord F#m + tags [fourth]:"),
])
def test_main_answers(message, agent, method, answer):
    """Assert main's agent, routing method and the answer's first line for a phrasing, and for voicings as many listed
    under it as it says it found."""
    reply = ChatbotHost("main").chat(message)
    assert (reply.status, reply.agent, reply.method, reply.answer.split("\n")[0]) == (200, agent, method, answer)
    found = re.match(r"Found (\d+) voicings", answer)
    assert not found or reply.answer.count("\n- **") == int(found.group(1))


@pytest.mark.parametrize("message", ["raise the key by two semitones", "Move Am up two frets",
                                     "Play this song a whole step down", "Put Cmaj7 in the key of A"])
def test_main_model_agents_fall_back(message):
    """Assert on main a question for the theory, tab or technique agent gets the "unavailable" fallback."""
    reply = ChatbotHost("main").chat(message)
    assert (reply.status, reply.agent, reply.method, reply.answer, reply.answer_cut) == (
        UNAVAILABLE.status, UNAVAILABLE.agent, UNAVAILABLE.method, UNAVAILABLE.answer, True)


@pytest.mark.parametrize("message, guarded", [
    ("Show me Drop 2 voicings of Cmaj7", True), ("Cmaj7 shapes", True), ("Move this F chord down", False),
    ("remember that I prefer drop-2 voicings", False),  # a remember request passes the guard by
    ("Move Am up two frets", False),
])
def test_voicing_guard(message, guarded):
    """Assert the deterministic voicing guard that runs before the intent router."""
    assert is_explicit_voicing_request(message) is guarded


@pytest.mark.parametrize("message, algebra", [
    ("Raise Bb7 by a minor third", True),  # "Bb7" is shaped like a compact pitch-class set
    ("What is the prime form of [0,1,4,6]?", True), ("Transpose C major to E", False),
])
def test_algebra_classifier(message, algebra):
    """Assert KeywordAlgebraPromptClassifier; a set shape alone still leaves the service nothing to answer."""
    assert is_algebra_prompt(message) is algebra


@pytest.mark.parametrize("at", ["pin", "main"])
def test_registrations(at):
    """Assert 50 IOrchestratorSkill registrations: 32 behind an intent, 18 from a SKILL.md behind none."""
    skills = ChatbotHost(at).skills
    from_md = [s for s in skills if s.skill_md is not None]
    assert (len(skills), len(from_md)) == (50, 18)
    assert all(s.intent is None for s in from_md) and all(s.intent for s in skills if s.skill_md is None)
    assert sorted(s.type_name for s in skills if s.name.lower() == "transpose") == ["SkillMdDrivenSkill", "TransposeSkill"]


def test_unknown_revision_and_intent_are_named():
    """Assert an unknown revision or intent raises UnknownName listing what exists."""
    with pytest.raises(UnknownName, match="unknown revision 'mian'"):
        ChatbotHost("mian")
    with pytest.raises(UnknownName, match="unknown intent 'skill.transpos' .*skill.transpose"):
        ChatbotHost("pin").intent("skill.transpos")
