"""The chat service behind POST /api/chatbot/chat with Ollama's port closed: the orchestrator's path, and what comes back.

Follows, at the pin (snapshot c781df5c), ProductionOrchestrator.AnswerAsync
(`Common/GA.Business.Core.Orchestration/Services/ProductionOrchestrator.cs` 304-600): the hooks
(318-341, `hooks`), the deterministic voicing guard (352-357, 743-787), the algebra fast path
(369-373, 679-741, `algebra`), the intent router (403-492), the guard again (494-499), then filter
extraction and the agent router side by side (502-575); and OrchestratedChatApplicationService
(`Apps/GaChatbot.Api/Services/OrchestratedChatApplicationService.cs` 24-125, 145-321): an
orchestration that throws falls back to a direct model call (109-124), and so does an answer
that is empty, ungrounded below 0.25 or says "no matches" (145-178); a kept answer gets its
VexTab blocks (`notation`) and a trace of six steps (28-38, 46-64, 263-321).

Without a model the pin's intent router logs two warnings and picks nothing, the filter
extraction logs a third, and the agent router throws (SemanticRouter.cs 70-73, 251); the direct
call throws to the same dead port, and nothing catches it: the endpoint answers HTTP 500
(`Failed`). The log lines are `logs`' events. Every step a request takes is kept in its `path`.

On main (inferred from l25-main.txt and the lesson) the routers fall back on keywords, and the
failed direct call answers that the reasoning service is unavailable, as agent "fallback-direct"
with the routing method + "-unavailable"; only the start of that message is known, and neither
main's log lines nor its fallback's trace are. Not modelled: the answers of the non-skill intents
and the TabTokenizer's tab test. Durations and run ids vary per run in GA: the model writes 0.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ...dotnet_text import is_blank, lower_invariant, utf16_length
from .. import algebra, hooks, notation
from ..algebra import is_algebra_prompt
from ..data import contains_any, gates
from ..intent_router import route_without_embeddings
from ..logs import LogLine, logged
from ..responses import AgentResponse, NotModelled
from ..skills import answer as skill_answer
from . import voicing
from .router import ModelUnreachable, agent_classes, route_without_model

FALLBACK_AGENT = "fallback-direct"  # line 216
FALLBACK_FLOOR = 0.25  # Chatbot:FallbackMinConfidence default (lines 16-17)
NO_MATCHES = "no matches"  # line 178, ignoring case
GUARD = "TrySelectDeterministicAgent"  # the voicing guard (743-787)
GUARD_ROUTING = ("voicing", 0.92, "deterministic-voicing")  # ProductionOrchestrator.cs 770
ALGEBRA_ROUTING = ("algebra", 1.0, "ix-algebra")  # ProductionOrchestrator.cs 711-714
HOOK_ROUTING = ("hook", 1.0, "hook-blocked")  # ProductionOrchestrator.cs 338
SKILL_METHOD = "orchestrator-skill-semantic"  # OrchestratorSkillIntent.cs 50 (54 on main)
DSL_GROUNDING = "grounding.source: ga.dsl@"  # OrchestratorSkillIntent.cs 37: evidence lifted into grounding
TIMEOUT_SECONDS = 60  # Chatbot:StreamTimeoutSeconds default (line 15)
# Main only: the start of the "unavailable" answer, as far as l25-main.txt shows it (it is cut
# there), and the suffix its routing method gets ("error-fallback-unavailable").
UNAVAILABLE_START = "Our reasoning service is currently unavailable, s"
UNAVAILABLE_SUFFIX = "-unavailable"

__all__ = ["ChatReply", "Failed", "Grounding", "Step", "TraceStep", "chat", "is_algebra_prompt",
           "is_explicit_voicing_request"]


def single(value: float) -> float:
    """A .NET float (System.Single) as Python holds it."""
    return float(np.float32(value))


@dataclass(frozen=True)
class Grounding:
    """GroundingMetadata: where a deterministic answer's facts come from, and the facts."""

    source: str
    revision: str
    query_type: str | None = None
    facts: tuple[tuple[str, str], ...] | None = None


@dataclass(frozen=True)
class TraceStep:
    """An AgenticTraceStep: its name, status and attributes (durations are not modelled)."""

    name: str
    status: str
    attributes: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Step:
    """A stage a request went through, and what it did there (a guard's no, a router's pick, a throw)."""

    stage: str  # a GA class or endpoint
    outcome: str
    throws: bool = False


@dataclass(frozen=True)
class ChatReply:
    """What the chat service gives back: the status, and for a 200 the routing, answer, grounding and trace."""

    status: int
    agent: str | None = None
    method: str | None = None
    answer: str = ""
    answer_cut: bool = False  # only the start of the answer is known (main's fallback)
    routing_confidence: float | None = None  # AgentRoutingMetadata.Confidence, a float
    grounding: Grounding | None = None
    trace: tuple[TraceStep, ...] | None = ()  # None: not known (main's fallback)
    logs: tuple[LogLine, ...] | None = ()  # warnings and errors, in the order logged; None: not known (main)
    path: tuple[Step, ...] = field(default=(), compare=False)


class Failed(Exception):
    """The direct model call's exception, which nothing in the service catches (the pin)."""

    def __init__(self, logs: tuple[LogLine, ...], path: tuple[Step, ...]):
        super().__init__("the direct chat fallback's model call failed (DirectChatApplicationService.cs 96)")
        self.logs, self.path = logs, path


@dataclass
class Run:
    """One request as it goes: what it logged and the stages it went through."""

    at: str
    logs: list[LogLine] = field(default_factory=list)
    path: list[Step] = field(default_factory=list)

    def went(self, stage: str, outcome: str, throws: bool = False) -> None:
        self.path.append(Step(stage, outcome, throws))

    def log(self, event: str, **values: object) -> None:
        if self.at == "pin":  # main's log lines are not known
            self.logs.append(logged(event, **values))


@dataclass(frozen=True)
class Orchestrated:
    """ProductionOrchestrator's ChatResponse: the answer, its routing, grounding and debug parameters."""

    answer: str
    agent: str
    confidence: float
    method: str
    grounding: Grounding | None = None
    debug: tuple[str, str] | None = None  # DebugParams (Mode, Agent)


def chat(at: str, message: str) -> ChatReply:
    """ChatAsync: what the service answers a message at a revision, the model being unreachable.

    Raises `Failed` where GA's request fails (the pin's fallback), with what it logged.
    """
    run = Run(at)
    try:
        reply = orchestrate(run, message)
    except ModelUnreachable:
        run.log("orchestration_failed")
        return direct_fallback(run, "error-fallback")
    reason = fallback_reason(reply)
    if reason:
        run.log("orchestration_fallback", FallbackReason=reason)
        return direct_fallback(run, f"{reason}-fallback")
    augmented = notation.augment(reply.answer)
    run.went("PlayableNotationFormatter", f"{augmented.added} × vextab")
    return ChatReply(200, reply.agent, reply.method, augmented.text, routing_confidence=reply.confidence,
                     grounding=reply.grounding, trace=trace(reply, augmented), logs=logs_of(run), path=tuple(run.path))


def logs_of(run: Run) -> tuple[LogLine, ...] | None:
    return tuple(run.logs) if run.at == "pin" else None


def orchestrate(run: Run, message: str) -> Orchestrated:
    """ProductionOrchestrator.AnswerAsync, from the hooks to the agent router."""
    verdict = hooks.on_request_received(message)
    run.logs += verdict.log if run.at == "pin" else ()
    run.went(hooks.HOOK, "Block" if verdict.blocked else "Continue")  # HookResult
    if verdict.blocked is not None:
        return Orchestrated(verdict.blocked, *HOOK_ROUTING)
    message = verdict.message
    if is_explicit_voicing_request(message):
        run.went(GUARD, "true")
        return voicing_reply(run, message, *GUARD_ROUTING, debug="DeterministicAgent")
    run.went(GUARD, "false")
    found = algebra_answer(run, message)
    if found is not None:
        return found
    reply = intent_reply(run, message)
    if reply is not None:
        return reply
    run.went(GUARD, "false")  # the same test again (494-499): it cannot say yes now
    return agent_reply(run, message)


def voicing_reply(run: Run, message: str, agent: str, confidence: float, method: str, debug: str) -> Orchestrated:
    """VoicingAgent's answer under a routing: the confidence is the larger of the two."""
    answer = voicing.answer(message, run.at)
    run.logs += voicing.logs(message) if run.at == "pin" else ()
    run.went("VoicingAgent", answer.result.split("\n", 1)[0])
    best = max(single(confidence), single(answer.confidence)) if debug == "DeterministicAgent" else single(confidence)
    return Orchestrated(answer.result, agent, best, method, debug=(debug, agent))


def algebra_answer(run: Run, message: str) -> Orchestrated | None:
    """TryAnswerWithAlgebraFastPathAsync: IxAlgebraService's answer when the classifier says algebra."""
    if not is_algebra_prompt(message):
        run.went("KeywordAlgebraPromptClassifier", "false")
        return None
    run.went("KeywordAlgebraPromptClassifier", "true")
    found = algebra.answer(message)
    run.went("IxAlgebraService", found.query_type if found else "null")
    if found is None:
        return None
    return Orchestrated(found.answer, *ALGEBRA_ROUTING,
                        grounding=Grounding(found.source, found.revision, found.query_type, found.facts))


def intent_reply(run: Run, message: str) -> Orchestrated | None:
    """SemanticIntentRouter's pick and its intent's answer; at the pin both embeddings fail and it picks none."""
    run.log("examples_failed")
    run.log("query_embedding_failed")
    match = route_without_embeddings(run.at, message)
    run.went("SemanticIntentRouter", match.intent.id if match else "null")
    if match is None:
        return None
    if match.intent.kind != "skill":
        raise NotModelled(f"the answer of intent {match.intent.id} to {message!r}")
    answer = skill_answer(match.intent.cls, message, run.at)
    run.went(match.intent.cls, answer.result.split("\n", 1)[0])
    confidence = min(single(answer.confidence), single(match.confidence)) if answer.confidence is not None else None
    return Orchestrated(answer.result, match.intent.id, confidence, SKILL_METHOD, grounding=skill_grounding(answer))


def skill_grounding(answer: AgentResponse) -> Grounding | None:
    """The grounding OrchestratorSkillIntent lifts from a "grounding.source: ga.dsl@<closure>" evidence line."""
    tag = next((e for e in answer.evidence if e.startswith(DSL_GROUNDING)), None)
    return None if tag is None else Grounding("ga.dsl", "registered", tag[len(DSL_GROUNDING):])


def agent_reply(run: Run, message: str) -> Orchestrated:
    """QueryUnderstandingService and SemanticRouter side by side, then the agent routed to."""
    run.log("filters_failed")
    try:
        routing = route_without_model(run.at, message)
    except ModelUnreachable:
        run.went("SemanticRouter", "throws", throws=True)
        raise
    run.went("SemanticRouter", f"{routing.agent} ({routing.method})")
    if routing.agent != voicing.AGENT:
        # every other agent asks the model (GuitarAlchemistAgentBase), and the call throws
        run.went(dict(agent_classes())[routing.agent], "throws", throws=True)
        raise ModelUnreachable(f"the {routing.agent} agent's model call")
    if "|" in message:
        raise NotModelled("HasTabContent (TabTokenizer) of a message with a tab staff")
    return voicing_reply(run, message, routing.agent, float(routing.confidence), routing.method, debug="Agent")


def fallback_reason(reply: Orchestrated) -> str:
    """ShouldFallback: "empty", "low-confidence", "no-match", or "" to keep the answer."""
    if is_blank(reply.answer):
        return "empty"
    ungrounded = reply.grounding is None  # the orchestrator's answers never carry candidates
    if ungrounded and reply.confidence is not None and reply.confidence < single(FALLBACK_FLOOR):
        return "low-confidence"
    if ungrounded and NO_MATCHES in lower_invariant(reply.answer):
        return "no-match"
    return ""


def direct_fallback(run: Run, method: str) -> ChatReply:
    """BuildFallbackAsync: the direct model call fails; the pin lets it throw, main answers."""
    run.went("DirectChatApplicationService", "throws" if run.at == "pin" else "unavailable", throws=run.at == "pin")
    if run.at == "pin":
        raise Failed(tuple(run.logs), tuple(run.path))
    return ChatReply(200, FALLBACK_AGENT, method + UNAVAILABLE_SUFFIX, UNAVAILABLE_START, answer_cut=True,
                     routing_confidence=0.0, trace=None, logs=None, path=tuple(run.path))


def trace(reply: Orchestrated, augmented: notation.Augmented) -> tuple[TraceStep, ...]:
    """The six steps ChatAsync records for a kept answer, with their attributes."""
    routing = (("agent.id", reply.agent), ("routing.method", reply.method), ("routing.confidence", reply.confidence))
    source = reply.grounding.source if reply.grounding else None
    mode, agent = reply.debug or (None, None)
    text = augmented.text
    return (
        TraceStep("chat.request", "completed", (("gen_ai.operation.name", "chat"), ("chat.mode", "full"),
                                                ("history.turn_count", 0))),
        TraceStep("orchestration.answer", "completed", (("timeout.seconds", TIMEOUT_SECONDS), *routing,
                                                        ("grounding.source", source), ("candidate.count", 0),
                                                        ("response.length", utf16_length(reply.answer)))),
        TraceStep("orchestration.route", "completed", routing + tuple((f"query.{k}", None) for k in
                                                                      ("intent", "quality", "extension",
                                                                       "stacking_type", "note_count", "key"))),
        TraceStep("agent.semantic_result", "completed", (
            ("agent.id", reply.agent), ("grounding.source", source), ("candidate.count", 0),
            ("voicing.diagram.count", augmented.diagrams), ("response.length", utf16_length(text)),
            ("debug.mode", mode), ("debug.agent", agent))),
        TraceStep("notation.vextab", "completed", (
            ("notation.diagram.count", augmented.diagrams), ("notation.vextab.added_count", augmented.added),
            ("notation.format", "vextab"), ("notation.renderer", "vexflow"))),
        TraceStep("response.emit", "completed", (("response.length", utf16_length(text)),
                                                 ("response.has_vextab", "```vextab" in lower_invariant(text)))),
    )


def is_explicit_voicing_request(message: str) -> bool:
    """TrySelectDeterministicAgent: a voicing word or "Cmaj7 voicings", unless a remember request."""
    if gates("RememberThisSkill")["lead_phrase"].search(message) and message.strip():
        return False
    g = gates("ProductionOrchestrator")
    return contains_any(lower_invariant(message), g["voicing_word"]) or bool(g["chord_then_voicing"].search(message))
