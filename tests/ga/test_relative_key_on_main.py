"""RelativeKeySkill's CanHandle on main: the phrasings its patterns read, and what main's keyword fallback then picks."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import can_handle


@pytest.mark.parametrize("message, handled", [
    ("What is the relative minor of C major?", True), ("parallel major of A minor", True),
    ("How many sharps in E major?", True), ("key signature of Bb", True), ("Relative major of A minor", True),
    ("C major vs C minor", False), ("What's the difference between C major and C minor", False),
    ("What is the difference between major and minor", False), ("relative minor", False), ("", False), ("   ", False),
])
def test_main_accepts_what_its_patterns_read(message, handled):
    "Assert main's CanHandle is whether one of the five patterns reads the question; the pin's is always no."
    assert can_handle("RelativeKeySkill", message, "main") is handled
    assert can_handle("RelativeKeySkill", message) is False


def test_main_routes_a_relative_key_question_to_the_skill_without_embeddings():
    "Assert main's keyword fallback now picks skill.relativekey, which the pin's router never reaches."
    prompt = "Relative minor of C major?"
    assert ChatbotHost("main").route(prompt).intent.id == "skill.relativekey"
    assert ChatbotHost("pin").route(prompt) is None
    assert ChatbotHost("main").chat(prompt).answer.startswith("The relative minor of **C major** is **Am**.")


def test_main_takes_its_own_example_prompts_but_scale_info_comes_first_for_two():
    "Assert main's CanHandle accepts all twelve example prompts; \"What is the ...\" two reach ScaleInfoSkill first."
    host = ChatbotHost("main")
    prompts = host.intent("skill.relativekey").prompts
    assert all(can_handle("RelativeKeySkill", p, "main") for p in prompts) and len(prompts) == 12
    to_scale_info = [p for p in prompts if host.route(p).intent.id == "skill.scaleinfo"]
    assert to_scale_info == ["What is the relative minor of G major", "What is the parallel minor of F major"]
    assert all(host.route(p).intent.id == "skill.relativekey" for p in prompts if p not in to_scale_info)
