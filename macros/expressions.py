"""Directives whose expression means the same in Python as in Jinja, evaluated without a template.

Most directives are calls with constant arguments (`value("x.y")`, `table("x", at="main")`) or a
claim comparing such calls (`claim(value("a.n") == value("a.m") and value("b") > 3)`). Jinja
compiles those operators to the same Python operators, so evaluating the parsed expression gives
the same result as rendering `{{ expression }}`, without compiling a template for each of a
site's few hundred directives (a third of a cold build's plugin time). Anything else (names
that are not calls of the page's functions, attributes, subscripts, filters, tests, `~`, dict
literals) is left to Jinja.
"""
from __future__ import annotations

import ast
import operator
from functools import lru_cache
from typing import Callable

COMPARE = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
           ast.Gt: operator.gt, ast.GtE: operator.ge, ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b}
ARITHMETIC = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
              ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod}  # not `**`: Jinja reads -a ** 2 as (-a) ** 2
UNARY = {ast.Not: operator.not_, ast.USub: operator.neg, ast.UAdd: operator.pos}


@lru_cache(maxsize=None)  # the same directive stands in each language; each asks for it three or four times
def parsed(expression: str) -> ast.expr | None:
    """A directive's expression as Python reads it, or None if it is not Python (Jinja's own syntax).

    Shared, not to be changed: the checks, the evaluation and the claims read the same tree.
    """
    try:
        return ast.parse(expression.strip(), mode="eval").body
    except SyntaxError:
        return None


@lru_cache(maxsize=None)
def simple(expression: str, functions: frozenset[str]) -> ast.expr | None:
    """The parsed expression if it keeps to what Python and Jinja evaluate alike and calls only `functions`, else None.

    >>> simple('value("a.b", at="main") == 0', frozenset({"value"})) is not None
    True
    >>> simple('value("a.b") | round(2)', frozenset({"value"})) is None  # a filter: Jinja's
    True
    >>> simple('range(3)', frozenset({"value"})) is None  # one of Jinja's own globals
    True
    """
    tree = parsed(expression)
    return tree if tree is not None and _allowed(tree, functions) else None


def _allowed(node: ast.expr, functions: frozenset[str]) -> bool:
    def allowed(child: ast.expr) -> bool:
        return _allowed(child, functions)

    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Tuple)):
        return all(map(allowed, node.elts))
    if isinstance(node, ast.Call):
        return (isinstance(node.func, ast.Name) and node.func.id in functions and all(map(allowed, node.args))
                and all(k.arg is not None and allowed(k.value) for k in node.keywords))
    if isinstance(node, ast.Compare):
        return all(type(op) in COMPARE for op in node.ops) and all(map(allowed, (node.left, *node.comparators)))
    if isinstance(node, ast.BoolOp):
        return all(map(allowed, node.values))
    if isinstance(node, ast.UnaryOp):
        return type(node.op) in UNARY and allowed(node.operand)
    if isinstance(node, ast.BinOp):
        return type(node.op) in ARITHMETIC and allowed(node.left) and allowed(node.right)
    return False


def evaluate(node: ast.expr, functions: dict[str, Callable]):
    """The value of an expression `simple` accepted, its calls made to `functions`, as Python orders them."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.List, ast.Tuple)):
        items = [evaluate(item, functions) for item in node.elts]
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.Call):
        function = functions[node.func.id]
        return function(*(evaluate(a, functions) for a in node.args),
                        **{k.arg: evaluate(k.value, functions) for k in node.keywords})
    if isinstance(node, ast.Compare):
        left = evaluate(node.left, functions)
        for op, right_node in zip(node.ops, node.comparators):
            right = evaluate(right_node, functions)
            if not COMPARE[type(op)](left, right):
                return False
            left = right
        return True
    if isinstance(node, ast.BoolOp):
        value = None
        for part in node.values:  # `and` stops at the first false value, `or` at the first true one
            value = evaluate(part, functions)
            if bool(value) != isinstance(node.op, ast.And):
                return value
        return value
    if isinstance(node, ast.UnaryOp):
        return UNARY[type(node.op)](evaluate(node.operand, functions))
    return ARITHMETIC[type(node.op)](evaluate(node.left, functions), evaluate(node.right, functions))
