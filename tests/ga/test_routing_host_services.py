"""The chatbot host's chat services: the classes its interfaces resolve to, by mode; its hooks; its agents."""
import pytest

from engine.errors import UnknownName
from engine.ga.routing import ChatbotHost
from engine.ga.routing.services import hooks, resolved


@pytest.mark.parametrize("interface, mode, cls", [
    ("IChatApplicationService", "full", "OrchestratedChatApplicationService"),
    ("IChatApplicationService", "Orchestrated", "OrchestratedChatApplicationService"),
    ("IChatApplicationService", "routed", "RoutedChatApplicationService"),
    ("IChatApplicationService", "direct", "DirectChatApplicationService"),
    ("IHarmonicChatOrchestrator", "full", "ProductionOrchestrator"),
])
def test_resolved_by_mode(interface, mode, cls):
    "Assert the class the container gives each chat interface in a Chatbot:Mode (read lowercased)."
    assert resolved(interface, mode) == cls


def test_the_default_mode_is_direct():
    "Assert the host's default, Chatbot:Mode unset: the direct chat service."
    assert resolved("IChatApplicationService") == "DirectChatApplicationService"


def test_no_orchestrator_in_direct_mode():
    "Assert the direct mode registers no orchestrator, and the error names what exists."
    with pytest.raises(UnknownName, match=r"unknown registration 'IHarmonicChatOrchestrator in direct'.*known: "):
        resolved("IHarmonicChatOrchestrator", "direct")


def test_the_course_host():
    "Assert the host the course starts: full mode, four hooks in their order, six agents."
    host = ChatbotHost("pin")
    assert host.mode == "full" and host.resolve("IHarmonicChatOrchestrator") == "ProductionOrchestrator"
    assert host.hooks == hooks() == ("PromptSanitizationHook", "MemoryHook", "MemoryWriteHook", "ObservabilityHook")
    assert [a for a, _ in host.agents] == ["tab", "theory", "technique", "composer", "critic", "voicing"]
    assert all(cls.endswith("Agent") for _, cls in host.agents)
