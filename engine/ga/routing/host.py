"""The chatbot host the lessons start, at the pin or on main, as one object to ask.

`post(message)` is the host's one call: `POST /api/chatbot/chat`, what it answers (status, JSON
body, the trace in it) and what the host logs meanwhile; `stream(message)` is the streaming
endpoint. The host is started as the course's ChatHost.cs does (Chatbot:Mode full, Ollama on a
closed port, lesson 3's index, the external IX process off). Whether SkillMdPlugin found GA's
`skills/` folder is the host's `skill_mds`: lessons 1, 25 and 8 ran with it, lesson 4 without
(SkillMdPlugin.ResolveSkillsPath found no folder beside the course's program). Without it there
are no SKILL.md skills, and the three skills that wrap one answer their DegradedResponseText
(SkillMdDrivenWrapperBase.cs 70-77, 154-176).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import UnknownName
from . import algebra, services, skills
from .agents.chat import ChatReply
from .agents.router import AgentRouting, ModelUnreachable, agent_classes, route_without_model
from .endpoint import HttpReply, post_chat, post_stream
from .intent_router import IntentMatch, route_without_embeddings
from .prompts import Intent, intents
from .registrations import Registration, registrations
from .responses import AgentResponse, NotModelled
from .skill_md import SkillMd, skill_mds
from .logs import LogLine
from .skills.wrappers import degraded_answer, is_wrapper, logs_without_model_call

REVISIONS = ("pin", "main")


@dataclass(frozen=True)
class ChatbotHost:
    """GaChatbot.Api's host with Ollama's port closed and no API key, at a revision of GA."""

    at: str
    skill_mds_loaded: bool = True  # SkillMdPlugin found GA's skills/ folder

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
        """GetServices<IOrchestratorSkill>(): GaPlugin's, then one per SKILL.md if the folder was found."""
        return tuple(s for s in registrations(self.at) if self.skill_mds_loaded or s.skill_md is None)

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
        return skill_mds() if self.skill_mds_loaded else ()

    def route(self, query: str) -> IntentMatch | None:
        """SemanticIntentRouter.RouteAsync, no embedding possible."""
        return route_without_embeddings(self.at, query)

    def agent_route(self, query: str) -> AgentRouting | None:
        """SemanticRouter.RouteAsync, no model reachable; None where it throws (the pin)."""
        try:
            return route_without_model(self.at, query)
        except ModelUnreachable:
            return None

    def post(self, message: str) -> HttpReply:
        """POST /api/chatbot/chat: the status, the JSON body, and the log lines of the request."""
        return post_chat(self.at, message)

    def stream(self, message: str) -> HttpReply:
        """POST /api/chatbot/chat/stream: the event stream as written, and the log lines."""
        return post_stream(self.at, message)

    def chat(self, message: str) -> ChatReply:
        """POST /api/chatbot/chat, as the chat service's reply (a bare 500 where the request fails)."""
        sent = self.post(message)
        if sent.reply is not None:
            return sent.reply
        return ChatReply(sent.status, logs=sent.logs, path=sent.path)

    def call_skill(self, type_name: str, message: str) -> AgentResponse:
        """A registered skill's ExecuteAsync, called directly."""
        if is_wrapper(type_name) and not self.skill_mds_loaded:
            return degraded_answer(type_name)
        return skills.answer(type_name, message, self.at)

    def skill_logs(self, type_name: str, message: str) -> tuple[LogLine, ...]:
        """What a skill's ExecuteAsync logs at warning level or above, called directly: the SKILL.md skills'
        failed model calls. The other skills log only where GA's own code fails (ModesSkill without families,
        GrothendieckParseSkill's parser throwing), which the model does not reach."""
        if is_wrapper(type_name):
            return logs_without_model_call(type_name, message, self.skill_mds_loaded)
        return ()

    def execute_intent(self, intent_id: str, message: str) -> AgentResponse:
        """An intent's ExecuteAsync: a skill intent's skill (OrchestratorSkillIntent), or AlgebraIntent's
        IxAlgebraService answer and its refusal (AlgebraIntent.cs 49-75); the tab and voicing intents are not modelled."""
        intent = self.intent(intent_id)
        if intent.cls == "AlgebraIntent":
            return algebra_intent(message)
        if intent.kind != "skill":
            raise NotModelled(f"the answer of intent {intent_id} to {message!r}")
        return self.call_skill(intent.cls, message)


def algebra_intent(message: str) -> AgentResponse:
    """AlgebraIntent.ExecuteAsync: the service's answer with its facts as evidence, confidence 1; else its refusal, 0."""
    found = algebra.answer(message)
    if found is None:
        return AgentResponse("algebra", algebra.texts_of("AlgebraIntent")["no_set_answer"][0], 0.0)
    return AgentResponse("algebra", found.answer, 1.0, tuple(f"{k}: {v}" for k, v in found.facts))
