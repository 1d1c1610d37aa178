"""GaChatbot.Api's two chat endpoints as one call each: a message in, the HTTP reply and the host's log out.

Follows, at the pin (snapshot c781df5c), `Apps/GaChatbot.Api/Controllers/ChatbotController.cs`:
- `POST /api/chatbot/chat` (Chat, 102-144): the message trimmed, the chat service's answer
  (`agents.chat`) as a `ChatJsonResponse` (559-567) in System.Text.Json's Web defaults (camelCase,
  declaration order); where the service throws (the pin's direct fallback), ASP.NET Core's
  exception handler logs the exception and answers 500 (`Program.cs` 18, 80: a ProblemDetails body).
- `POST /api/chatbot/chat/stream` (ChatStream, 21-100): status 200 sent before any work, then a
  routing event (the routing, trace and grounding, 53-73), the answer cut by SseChunker into one
  event each (`wire`), and `data: [DONE]`; where the service throws, the controller logs it and
  sends an `{"error": ...}` event, with no [DONE] (91-95).
- Before either action runs, `[ApiController]` validates the body (ChatRequest, 530-539: the
  message `[Required]`, `[MaxLength(2000)]` in UTF-16 units) and answers 400 with ASP.NET Core's
  ValidationProblemDetails; so a blank message never reaches the action's own "Message cannot be
  empty." check.
The ProblemDetails texts are ASP.NET Core's defaults (`ProblemDetailsDefaults`, the validation
attributes' messages), not GA's: the course never prints them. Durations, trace and run ids vary
per run in GA; the model writes 0 and zeros. The busy gate (LlmConcurrencyGate) always lets the
single request in.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from ..dotnet_text import is_blank, trim, utf16_length
from ..query.dotnet_json import Single, dotnet_json
from .agents.chat import ChatReply, Failed, Step, chat
from .data import gates
from .logs import LogLine, logged
from .wire import DONE_EVENT, chunks, sse_event

CHAT, STREAM = "/api/chatbot/chat", "/api/chatbot/chat/stream"
MAX_MESSAGE = 2000  # ChatRequest.Message [MaxLength(2000)]
PROTOCOL = "w3c-trace-context+otel-genai+ag-ui"  # AgenticTraceBuilder.cs 8
TRACE_ID = "0" * 32  # Activity.Current?.TraceId: a new one per request in GA
RUN_ID = "run_" + "0" * 32  # $"run_{Guid.NewGuid():N}" (OrchestratedChatApplicationService.cs 28)
PROBLEM_TRACE_ID = f"00-{TRACE_ID}-{'0' * 16}-00"  # Activity.Current.Id, as ProblemDetails carries it
# ASP.NET Core's defaults (ProblemDetailsDefaults; RequiredAttribute's and MaxLengthAttribute's messages)
PROBLEMS = {400: ("https://tools.ietf.org/html/rfc9110#section-15.5.1", "One or more validation errors occurred."),
            500: ("https://tools.ietf.org/html/rfc9110#section-15.6.1", "An error occurred while processing your request.")}
REQUIRED = "The Message field is required."
TOO_LONG = f"The field Message must be a string or array type with a maximum length of '{MAX_MESSAGE}'."


@dataclass(frozen=True)
class HttpReply:
    """What an endpoint sends back: its status, its body as text, and what the host logged meanwhile."""

    status: int
    body: str  # JSON, or the event stream's text
    logs: tuple[LogLine, ...] | None  # warnings and errors in the order logged; None: not known (main)
    path: tuple[Step, ...] = ()  # the stages the message went through
    reply: ChatReply | None = None  # the chat service's answer behind a 200

    @property
    def fields(self) -> dict | None:
        """The JSON body's fields (None for an event stream)."""
        try:
            found = json.loads(self.body)
        except ValueError:
            return None
        return found if isinstance(found, dict) else None

    @property
    def printed_logs(self) -> list[str]:
        """The log as the course prints it: each line once, in ordinal order."""
        return sorted({line.printed() for line in self.logs or ()})


@lru_cache(maxsize=256)  # a reply never changes, and lessons post the same message more than once
def post_chat(at: str, message: str) -> HttpReply:
    """POST /api/chatbot/chat with `{"message": message}`."""
    invalid = validation(message)
    if invalid is not None:
        return invalid
    trimmed = trim(message)
    if is_blank(trimmed):  # the action's own check (110-114), behind the validation above
        return HttpReply(400, dotnet_json({"error": texts()["empty_message"][0]}), ())
    try:
        reply = chat(at, trimmed)
    except Failed as failure:
        unhandled = logged("unhandled")
        return HttpReply(500, problem(500), failure.logs + (unhandled,),
                         failure.path + (Step("ExceptionHandlerMiddleware", "500"),))
    return HttpReply(200, dotnet_json(chat_body(reply)), reply.logs, reply.path, reply)


@lru_cache(maxsize=256)
def post_stream(at: str, message: str) -> HttpReply:
    """POST /api/chatbot/chat/stream with `{"message": message}`: the events as they are written."""
    invalid = validation(message)
    if invalid is not None:
        return invalid
    trimmed = trim(message)
    if is_blank(trimmed):
        return HttpReply(400, error_event(texts()["empty_message"][0]), ())
    try:
        reply = chat(at, trimmed)
    except Failed as failure:
        return HttpReply(200, error_event(texts()["stream_failure"][0]), failure.logs + (logged("stream_failed"),),
                         failure.path + (Step("ChatbotController.ChatStream", '{"error": …}'),))
    events = sse_event(dotnet_json(routing_payload(reply))) + "".join(sse_event(c) for c in chunks(reply.answer))
    return HttpReply(200, events + DONE_EVENT, reply.logs, reply.path, reply)


def texts() -> dict:
    return gates("ChatbotController", "chat_host.tsv")


def validation(message: str) -> HttpReply | None:
    """[ApiController]'s automatic 400: the message is required (not blank) and at most 2,000 UTF-16 units."""
    if is_blank(message):
        error = REQUIRED
    elif utf16_length(message) > MAX_MESSAGE:
        error = TOO_LONG
    else:
        return None
    return HttpReply(400, problem(400, {"Message": [error]}), ())


def problem(status: int, errors: dict | None = None) -> str:
    """ASP.NET Core's ProblemDetails (a ValidationProblemDetails with `errors`)."""
    kind, title = PROBLEMS[status]
    return dotnet_json({"type": kind, "title": title, "status": status, **({"errors": errors} if errors else {}),
                        "traceId": PROBLEM_TRACE_ID})


def error_event(message: str) -> str:
    """WriteSseErrorAsync: `{"error": message}` as one event."""
    return sse_event(dotnet_json({"error": message}))


def chat_body(reply: ChatReply) -> dict:
    """ChatJsonResponse's fields, as the Web serializer writes them."""
    return {"naturalLanguageAnswer": reply.answer, "agentId": reply.agent, "confidence": single(reply.routing_confidence),
            "routingMethod": reply.method, "grounding": grounding(reply, facts=True), "elapsedMs": 0,
            "traceId": TRACE_ID, "trace": trace(reply)}


def routing_payload(reply: ChatReply) -> dict:
    """The stream's first event: the routing, the trace, and the grounding without its facts (55-70)."""
    return {"type": "routing", "agentId": reply.agent, "confidence": single(reply.routing_confidence),
            "routingMethod": reply.method, "trace": trace(reply), "grounding": grounding(reply, facts=False)}


def single(value: float | None) -> Single | None:
    return None if value is None else Single(value)


def grounding(reply: ChatReply, facts: bool) -> dict | None:
    g = reply.grounding
    if g is None:
        return None
    out = {"source": g.source, "revision": g.revision, "queryType": g.query_type}
    return out | {"facts": dict(g.facts) if g.facts is not None else None} if facts else out


def trace(reply: ChatReply) -> dict | None:
    """AgenticTrace: its ids, protocol and steps (a float attribute is a .NET float)."""
    if reply.trace is None:
        return None
    steps = [{"name": s.name, "status": s.status, "elapsedMs": 0,
              "attributes": {k: Single(v) if isinstance(v, float) else v for k, v in s.attributes}}
             for s in reply.trace]
    return {"traceId": TRACE_ID, "protocol": PROTOCOL, "runId": RUN_ID, "steps": steps}
