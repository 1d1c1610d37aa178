"""The chatbot host the lesson starts, at the pin or on main, as one object to ask."""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import UnknownName
from . import services, skills
from .agents.chat import ChatReply, chat
from .agents.router import AgentRouting, ModelUnreachable, agent_classes, route_without_model
from .intent_router import IntentMatch, route_without_embeddings
from .prompts import Intent, intents
from .registrations import Registration, registrations
from .responses import AgentResponse
from .skill_md import SkillMd, skill_mds

REVISIONS = ("pin", "main")


@dataclass(frozen=True)
class ChatbotHost:
    """GaChatbot.Api's host with Ollama's port closed and no API key, at a revision of GA."""

    at: str

    def __post_init__(self):
        if self.at not in REVISIONS:
            raise UnknownName("revision", self.at, list(REVISIONS))

    @property
    def intents(self) -> tuple[Intent, ...]:
        """GetServices<IIntent>(), in registration order."""
        return intents(self.at)

    def intent(self, intent_id: str) -> Intent:
        """The registered intent with that id."""
        found = [i for i in self.intents if i.id == intent_id]
        if not found:
            raise UnknownName("intent", intent_id, [i.id for i in self.intents])
        return found[0]

    @property
    def skills(self) -> tuple[Registration, ...]:
        """GetServices<IOrchestratorSkill>()."""
        return registrations(self.at)

    @property
    def mode(self) -> str:
        """Chatbot:Mode, as the course starts the host."""
        return services.COURSE_MODE

    def resolve(self, interface: str) -> str:
        """The class the container resolves for one of the chat interfaces."""
        return services.resolved(interface, self.mode)

    @property
    def hooks(self) -> tuple[str, ...]:
        """GetServices<IChatHook>(), in the order they run."""
        return services.hooks()

    @property
    def agents(self) -> tuple[tuple[str, str], ...]:
        """SemanticRouter's agents: (id, class), in registration order."""
        return agent_classes()

    @property
    def skill_mds(self) -> tuple[SkillMd, ...]:
        """The SKILL.md files SkillMdPlugin loaded."""
        return skill_mds()

    def route(self, query: str) -> IntentMatch | None:
        """SemanticIntentRouter.RouteAsync, no embedding possible."""
        return route_without_embeddings(self.at, query)

    def agent_route(self, query: str) -> AgentRouting | None:
        """SemanticRouter.RouteAsync, no model reachable; None where it throws (the pin)."""
        try:
            return route_without_model(self.at, query)
        except ModelUnreachable:
            return None

    def chat(self, message: str) -> ChatReply:
        """POST /api/chatbot/chat."""
        return chat(self.at, message)

    def call_skill(self, type_name: str, message: str) -> AgentResponse:
        """A registered skill's ExecuteAsync, called directly."""
        return skills.answer(type_name, message, self.at)
