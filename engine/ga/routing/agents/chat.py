"""POST /api/chatbot/chat with Ollama's port closed: the orchestrator's path, and what comes back.

Follows, at the pin (snapshot c781df5c), ProductionOrchestrator.AnswerAsync
(`Common/GA.Business.Core.Orchestration/Services/ProductionOrchestrator.cs` 341-600): the
deterministic voicing guard (352-357, 743-787), the algebra fast path (369-373, 679-741), the
intent router (403-492), the guard again (494-499), then the agent router (502-575); and
OrchestratedChatApplicationService (`Apps/GaChatbot.Api/Services/OrchestratedChatApplicationService.cs`
36-254): an orchestration that throws falls back to a direct model call (109-124), an answer
that is empty, ungrounded below 0.25 or "no matches" too (145-178).

At the pin the direct call throws to the same dead port, which nothing catches: HTTP 500. On
main (inferred from l25-main.txt and the lesson) it is caught and answers that the reasoning
service is unavailable, as agent "fallback-direct" with the routing method + "-unavailable";
only the start of that message is known. Not modelled: hooks (none blocks these questions),
answers of the algebra fast path and of the non-skill intents, the TabTokenizer's tab test.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..data import contains_any, gates
from ..intent_router import route_without_embeddings
from ..responses import AgentResponse, NotModelled
from ..skills import answer as skill_answer
from . import voicing
from .router import ModelUnreachable, route_without_model

FALLBACK_AGENT = "fallback-direct"  # line 216
FALLBACK_FLOOR = 0.25  # Chatbot:FallbackMinConfidence default (lines 16-17)
NO_MATCHES = "no matches"  # line 178, ignoring case
GUARD_ROUTING = ("voicing", 0.92, "deterministic-voicing")  # ProductionOrchestrator.cs 770
SKILL_METHOD = "orchestrator-skill-semantic"  # OrchestratorSkillIntent.cs 50 (54 on main)
# Main only: the start of the "unavailable" answer, as far as l25-main.txt shows it (it is cut
# there), and the suffix its routing method gets ("error-fallback-unavailable").
UNAVAILABLE_START = "Our reasoning service is currently unavailable, s"
UNAVAILABLE_SUFFIX = "-unavailable"


@dataclass(frozen=True)
class ChatReply:
    """The endpoint's reply: its status, and for a 200 the agent, routing method and answer."""

    status: int
    agent: str | None = None
    method: str | None = None
    answer: str = ""
    answer_cut: bool = False  # only the start of the answer is known (main's fallback)
    routing_confidence: float | None = None  # AgentRoutingMetadata.Confidence


def chat(at: str, message: str) -> ChatReply:
    """What the chat endpoint answers a message at a revision, the model being unreachable."""
    try:
        reply = orchestrate(at, message)
    except ModelUnreachable:
        return direct_fallback(at, "error-fallback")
    reason = fallback_reason(reply)
    return direct_fallback(at, f"{reason}-fallback") if reason else reply


def orchestrate(at: str, message: str) -> ChatReply:
    """ProductionOrchestrator.AnswerAsync, from the voicing guard to the agent router."""
    if is_explicit_voicing_request(message):
        return agent_reply(voicing.answer(message), *GUARD_ROUTING)
    if is_algebra_prompt(message) and names_algebra_operation(message):
        raise NotModelled(f"the algebra fast path's answer to {message!r}")
    match = route_without_embeddings(at, message)
    if match is not None:
        if match.intent.kind != "skill":
            raise NotModelled(f"the answer of intent {match.intent.id} to {message!r}")
        answer = skill_answer(match.intent.cls, message, at)
        confidence = min(answer.confidence, match.confidence) if answer.confidence is not None else None
        return ChatReply(200, match.intent.id, SKILL_METHOD, answer.result, routing_confidence=confidence)
    routing = route_without_model(at, message)
    if routing.agent != voicing.AGENT:
        # every other agent asks the model (GuitarAlchemistAgentBase), and the call throws
        raise ModelUnreachable(f"the {routing.agent} agent's model call")
    if "|" in message:
        raise NotModelled("HasTabContent (TabTokenizer) of a message with a tab staff")
    return agent_reply(voicing.answer(message), routing.agent, float(routing.confidence), routing.method)


def agent_reply(answer: AgentResponse, agent: str, confidence: float, method: str) -> ChatReply:
    """An agent's answer under the router's metadata (the answer's own confidence is not used)."""
    return ChatReply(200, agent, method, answer.result, routing_confidence=confidence)


def fallback_reason(reply: ChatReply) -> str:
    """ShouldFallback: "empty", "low-confidence", "no-match", or "" to keep the answer."""
    if not reply.answer.strip():
        return "empty"
    # the model's answers carry no grounding and no candidates
    if reply.routing_confidence is not None and reply.routing_confidence < FALLBACK_FLOOR:
        return "low-confidence"
    if NO_MATCHES in reply.answer.lower():
        return "no-match"
    return ""


def direct_fallback(at: str, method: str) -> ChatReply:
    """BuildFallbackAsync: the direct model call fails; the pin lets it throw, main answers."""
    if at == "pin":
        return ChatReply(500)
    return ChatReply(200, FALLBACK_AGENT, method + UNAVAILABLE_SUFFIX, UNAVAILABLE_START, answer_cut=True)


def is_explicit_voicing_request(message: str) -> bool:
    """TrySelectDeterministicAgent: a voicing word or "Cmaj7 voicings", unless a remember request."""
    if gates("RememberThisSkill")["lead_phrase"].search(message) and message.strip():
        return False
    g = gates("ProductionOrchestrator")
    return contains_any(message.lower(), g["voicing_word"]) or bool(g["chord_then_voicing"].search(message))


def is_algebra_prompt(message: str) -> bool:
    """KeywordAlgebraPromptClassifier: an algebra word or something shaped like a pitch-class set."""
    g = gates("KeywordAlgebraPromptClassifier")
    if not message.strip():
        return False
    return contains_any(message.lower(), g["algebra_word"]) or bool(g["pitch_class_set"].search(message))


def names_algebra_operation(message: str) -> bool:
    """Whether IxAlgebraService could answer: without an operation's name it returns null (199)."""
    g = gates("IxAlgebraService")
    lower = message.lower()
    return contains_any(lower, g["operation_word"]) or bool(g["operation_pattern"].search(lower))
