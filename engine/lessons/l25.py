"""Lesson 25, "What reaches the transpose skill": GA's routing hints, SKILL.md triggers and offline chat.

The probe asks the chatbot host (`engine.ga.routing`) about 26 phrasings of a transposition: the
skill's example prompts, one of its SKILL.md, four of GA's corpus and eight of the course's
(the course's TransposeRoutingProbe.cs), then calls TransposeSkill directly.
"""
from __future__ import annotations

from collections import Counter

from ..ga.routing import (BOOST, VOICING_DEFAULT_SCORE, ChatbotHost, ChatReply, agent_keywords,
                          corpus_transpose_prompts, hinted_intents, routing_deltas, skill_md, triggers_in)
from ..pictures.drawings import request_path
from ..pictures.path import Row, Stage
from ..table import Cell, Column, ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import said_at
from .chat_replies import NONE, answered_by, counts, cut, first_line, intent_cell, reply_text, slug

TITLE = "What reaches the transpose skill"
TRANSPOSE = "skill.transpose"
SKILL_MD_PHRASING = "Cmaj7 in the key of G"  # skills/transpose/SKILL.md line 80, not an example prompt
COURSE = (
    "Transpose Dm7 down a half step", "Move Am up two frets", "Shift the song to the key of E",
    "Put Cmaj7 in the key of A", "Raise Bb7 by a minor third", "Lower G by a tritone",
    "Play this song a whole step down", "Take F#m up a fourth",
)
DIRECT_PROMPT = "Transpose Cmaj7 up a perfect fourth"
PROMPT_CUT = 57  # the course program's cut of a phrasing


def model(at: str) -> ChatbotHost:
    return ChatbotHost(at)


def phrasings(ga: ChatbotHost) -> list[tuple[str, str]]:
    """(source, phrasing): the skill's example prompts, its SKILL.md's, the corpus's, the course's."""
    return ([("example", p) for p in ga.intent(TRANSPOSE).prompts] + [("SKILL.md", SKILL_MD_PHRASING)]
            + [("corpus", p) for p in corpus_transpose_prompts()] + [("course", p) for p in COURSE])


def triggered(phrasing: str) -> list[str]:
    """The transpose SKILL.md's triggers the phrasing contains."""
    return triggers_in(skill_md("transpose"), phrasing)


def listed(items: list[str], none: str) -> Cell:
    """Literals (intent ids, triggers) one after another, or "none" (for a reader, `none`: "no hint", "no trigger")."""
    return Join(", ", items) if items else ForReader(phrase("none"), phrase(none))


def source_of(source: str) -> Cell:
    """Where a phrasing comes from: SKILL.md is a file's name, the others are our words."""
    return source if source == "SKILL.md" else phrase(source)


def key_of(source: str) -> str:
    """A source in figure names: "SKILL.md" -> "skill_md"."""
    return source.lower().replace(".", "_")


def where(ga: ChatbotHost) -> Cell:
    return said_at(ga.at)


def hints_per_phrasing(ga: ChatbotHost) -> Table:
    """The intents whose routing hint fires on each phrasing, and the transpose triggers it contains."""
    asked = phrasings(ga)
    deltas = [routing_deltas(p) for _, p in asked]
    rows = [(source_of(source), p, listed(hinted_intents(p), "no hint"), listed(triggered(p), "no trigger"))
            for source, p in asked]
    examples = [d for (source, _), d in zip(asked, deltas) if source == "example"]
    figures = {
        "phrasings": len(asked),
        "transpose_hint": sum(TRANSPOSE in d for d in deltas),
        "other_hint": sum(any(k != TRANSPOSE for k in d) for d in deltas),
        "other_hint_only": sum(bool(d) and TRANSPOSE not in d for d in deltas),
        "no_hint": sum(not d for d in deltas),
        "triggered": sum(bool(triggered(p)) for _, p in asked),
        "examples": len(examples),
        "examples_missed": sum(TRANSPOSE not in d for d in examples),
        "examples_with_interval_hint": sum({TRANSPOSE, "skill.interval"} <= d.keys() for d in examples),
        "boost": BOOST,
    }
    for source, n in Counter(s for s, _ in asked).items():
        figures |= per(key_of(source), phrasings=n)
    summary = Line("{phrasings} phrasings: the transpose hint fires on {transpose_hint}; another intent's hint on "
                   "{other_hint}, {other_hint_only} of them without the transpose hint; no hint on {no_hint}; "
                   "a SKILL.md trigger in {triggered}")
    title = phrase("Transpose phrasings: the intents whose routing hint fires, and the triggers of transpose's "
                   "SKILL.md they contain ({where})", where=where(ga))
    columns = [Column("source", 8), Column("phrasing", 44), Column(phrase("hints, {boost:+.2f} each", boost=BOOST), 40),
               Column("SKILL.md triggers", 0)]
    return Table(title, [grid(columns, rows), summary], figures)


def other_prompts_claimed(ga: ChatbotHost) -> Table:
    """The other intents' example prompts that the transpose hint or the transpose triggers claim."""
    others = [i for i in ga.intents if i.id != TRANSPOSE]
    pairs = [(i.id, p) for i in others for p in i.prompts]
    hinted = [TRANSPOSE in routing_deltas(p) for _, p in pairs]
    rows = [(iid, cut(p, PROMPT_CUT), hint, listed(triggered(p), "no trigger"))
            for (iid, p), hint in zip(pairs, hinted) if hint or triggered(p)]
    figures = {
        "prompts": sum(i.prompt_count for i in others),
        "intents": sum(i.prompt_count > 0 for i in others),
        "hint_fires": sum(hinted),
        "triggered": sum(bool(triggered(p)) for _, p in pairs),
        "claimed": len(rows),
        "unknown_prompts": sum(i.unknown_prompts for i in others),
    }
    for iid, n in Counter(row[0] for row in rows).items():
        figures |= per(iid.removeprefix("skill."), claimed=n)
    summary = Line("{prompts} example prompts of {intents} other intents: the transpose hint fires on {hint_fires}, "
                   "a SKILL.md trigger is in {triggered}")
    title = phrase("The other intents' example prompts that the transpose hint or transpose's SKILL.md triggers "
                   "claim ({where})", where=where(ga))
    columns = [("intent", 26), ("example prompt", 58), ("hint", 5), ("SKILL.md triggers", 0)]
    return Table(title, [grid(columns, rows), summary], figures)


def skills_named_transpose(ga: ChatbotHost) -> Table:
    """The two skills named Transpose, the intent behind each, and the phrasings each accepts."""
    asked = [p for _, p in phrasings(ga)]
    named = sorted((s for s in ga.skills if s.name.lower() == "transpose"), key=lambda s: s.type_name)
    accepts = {s.type_name: sum(s.can_handle(p) for p in asked) for s in named}
    rows = [(s.type_name, s.name, s.intent or ForReader(phrase("none"), phrase("no intent")),
             phrase("{n} of the {total} phrasings", n=accepts[s.type_name], total=len(asked))) for s in named]
    from_md = [s for s in ga.skills if s.skill_md is not None]
    figures = {
        "registrations": len(ga.skills),
        "from_skill_md": len(from_md),
        "skill_md_behind_intent": sum(s.intent is not None for s in from_md),
        "skill_md_accepts": accepts.get("SkillMdDrivenSkill", 0),
        "transpose_skill_accepts": accepts.get("TransposeSkill", 0),
        "phrasings": len(asked),
        "only_transpose_skill_behind_intent": [s.type_name for s in named if s.intent] == ["TransposeSkill"],
    }
    summary = Line("IOrchestratorSkill registrations {registrations}, of them built from a SKILL.md {from_skill_md}, "
                   "behind an intent {skill_md_behind_intent}")
    title = phrase("The skills registered under the name Transpose, and the intent the router can pick for each "
                   "({where})", where=where(ga))
    columns = [("skill", 20), ("name", 12), ("intent", 22), ("CanHandle accepts", 0)]
    return Table(title, [grid(columns, rows), summary], figures)


def routing_without_embeddings(ga: ChatbotHost) -> Table:
    """What the intent router picks for each phrasing and what the chat endpoint answers, no model reachable."""
    asked = [p for _, p in phrasings(ga)]
    picks = [ga.route(p) for p in asked]
    replies = [ga.chat(p) for p in asked]
    pick_ids = [m.intent.id if m else NONE for m in picks]
    rows = [(p, intent_cell(pick), answered_by(r), Quote(first_line(r)) if r.status == 200 else "")
            for p, pick, r in zip(asked, pick_ids, replies)]
    figures = offline_figures(ga, asked, pick_ids, replies)
    pictures = {slug(p): request_path(Quote(p), path(ga, p, pick, r)) for p, pick, r in zip(asked, pick_ids, replies)}
    summary = phrase("{phrasings} phrasings; the router picks {picks}; the chat endpoint answers with {answers}",
                     phrasings=len(asked), picks=counts([(p, intent_cell(p)) for p in pick_ids]),
                     answers=counts([(reply_text(r), answered_by(r)) for r in replies]))
    title = phrase("Without embeddings: the intent SemanticIntentRouter picks for each phrasing, and what "
                   "POST /api/chatbot/chat answers ({where})", where=where(ga))
    columns = [("phrasing", 44), ("router picks", 24), ("chat: agent (routing method)", 45),
               ("first line of the answer", 0)]
    return Table(title, [grid(columns, rows), summary], figures, pictures)


def path(ga: ChatbotHost, phrasing: str, pick: str, reply: ChatReply) -> list[Stage]:
    """A phrasing's way through the chatbot without a model: the intent router, the agent router, the endpoint."""
    stages = [Stage("SemanticIntentRouter", (Row("null" if pick == NONE else pick, chosen=True),))]
    if pick == NONE:
        routing = ga.agent_route(phrasing)  # None: it throws (the pin)
        stages.append(Stage("SemanticRouter", throws=True) if routing is None else
                      Stage("SemanticRouter", tuple(Row(Quote(agent), str(score), agent == routing.agent)
                                                    for agent, score in routing.scores)))
    if reply.status != 200:
        return stages + [Stage("POST /api/chatbot/chat", (Row(reply_text(reply), chosen=True),))]
    answer = (Row(Quote(reply_text(reply)), chosen=True), Row(Quote(first_line(reply))))  # GA's words, quoted
    return stages + [Stage("POST /api/chatbot/chat", answer)]


def offline_figures(ga: ChatbotHost, asked: list[str], pick_ids: list[str], replies: list[ChatReply]) -> dict:
    """The offline table's counts, and the agents main's keyword route picks for the unpicked."""
    unpicked = [ga.agent_route(p) for p, pick in zip(asked, pick_ids) if pick == NONE]
    agents = Counter(r.agent for r in unpicked if r is not None)  # None: the pin's router throws
    figures = {
        "phrasings": len(asked),
        "router_none": pick_ids.count(NONE),
        "router_picks": len(asked) - pick_ids.count(NONE),
        "router_picks_transpose": pick_ids.count(TRANSPOSE),
        "router_chordinfo": pick_ids.count("skill.chordinfo"),
        "router_chordsubstitution": pick_ids.count("skill.chordsubstitution"),
        "http_500": sum(r.status == 500 for r in replies),
        "all_http_500": all(r.status == 500 for r in replies),
        "voicing_answers": sum(r.agent == "voicing" for r in replies),
        "unavailable_answers": sum(r.agent == "fallback-direct" for r in replies),
        "skill_answers": sum(r.method == "orchestrator-skill-semantic" for r in replies),
        "voicing_default_score": float(VOICING_DEFAULT_SCORE),
    }
    for agent in ("voicing", "theory", "tab", "technique"):
        figures |= per(agent, keyword_route=agents[agent])
    for agent in ("theory", "tab", "technique"):
        # what one keyword of a list is worth: the share of the list it is
        figures |= per(agent, keywords=len(agent_keywords()[agent]), keyword_score=1 / len(agent_keywords()[agent]))
    return figures


def transpose_skill_direct(ga: ChatbotHost) -> Table:
    """TransposeSkill's answer, called directly without a model, and its evidence."""
    reply = ga.call_skill("TransposeSkill", DIRECT_PROMPT)
    lines = [Line("confidence {confidence:.2f}"), phrase("  | {answer}", answer=Quote(reply.result)),
             *(phrase("  evidence: {evidence}", evidence=Quote(e)) for e in reply.evidence)]
    figures = {
        "confidence": reply.confidence,
        "evidence": len(reply.evidence),
        "llm_only_warning": any("NOT invoked" in e for e in reply.evidence),
        "error_answer": reply.result.startswith("I encountered an error"),
    }
    return Table(phrase('TransposeSkill called directly with "{prompt}" ({where})', prompt=DIRECT_PROMPT,
                        where=where(ga)), lines, figures)


QUESTIONS = [hints_per_phrasing, other_prompts_claimed, skills_named_transpose, routing_without_embeddings,
             transpose_skill_direct]
