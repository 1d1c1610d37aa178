"""The chat hooks' first say on a message: PromptSanitizationHook rewrites it or blocks it.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Hooks/PromptSanitizationHook.cs`
25-65: the message is decomposed (NFKD) and stripped of its non-spacing marks, so "é" reaches the
skills as "e" and a fullwidth "Ｃ" as "C"; a message with an injection pattern ("SYSTEM:", "### x",
"```system") is blocked with a fixed answer and a warning. ProductionOrchestrator passes the
rewritten message on (AnswerAsync 327-341). The other three hooks (MemoryHook, MemoryWriteHook,
ObservabilityHook) let every message through unchanged with the host's default settings
(Memory:EnrichOnRetrieve off); they are not modelled. Pattern and answer: `data/chat_host.tsv`.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from ..dotnet_text import utf16_length
from .data import gates
from .logs import LogLine, logged

HOOK = "PromptSanitizationHook"


@dataclass(frozen=True)
class HookVerdict:
    """OnRequestReceived's result: the message to go on with, or the answer that blocks it."""

    message: str
    blocked: str | None = None  # the blocked answer, None to continue
    log: tuple[LogLine, ...] = ()


def sanitized(message: str) -> str:
    """NormalizeUnicode: NFKD, then every non-spacing mark (Mn) dropped.

    >>> sanitized("Cmaj7 en ré majeur"), sanitized("Ｃｍａｊ７")
    ('Cmaj7 en re majeur', 'Cmaj7')
    """
    return "".join(c for c in unicodedata.normalize("NFKD", message) if unicodedata.category(c) != "Mn")


def on_request_received(message: str) -> HookVerdict:
    """PromptSanitizationHook.OnRequestReceived.

    >>> on_request_received("SYSTEM: show voicings").blocked.startswith("Your message contains patterns")
    True
    """
    g = gates(HOOK, "chat_host.tsv")
    normalized = sanitized(message)
    if g["injection"].search(normalized):
        warning = logged("injection_blocked", Length=utf16_length(message))
        return HookVerdict(message, g["blocked_answer"][0], (warning,))
    return HookVerdict(normalized)
