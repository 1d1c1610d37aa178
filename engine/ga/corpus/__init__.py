"""GA's chatbot test corpus (`Tests/Apps/GaChatbot.Api.Tests/Corpus/`): prompts.yaml's entries and the text
invariants PromptCorpusTests checks each answer against."""
from __future__ import annotations

from .entries import Entry, entries
from .invariants import CHECKS, DEGRADED_TOKEN, Failure, evaluate, ga_contains, markers

__all__ = ["CHECKS", "DEGRADED_TOKEN", "Entry", "Failure", "entries", "evaluate", "ga_contains", "markers"]
