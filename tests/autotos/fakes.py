"""A scripted model: canned answers per function, to test the loop's control flow."""

from __future__ import annotations

from llmplanning.llm.base import Backend, LLMRequest, LLMResponse


def fenced(code: str, prose: str = "Here is the function.") -> str:
    return f"{prose}\n```python\n{code.strip()}\n```\n"


class ScriptedBackend(Backend):
    """Answers the successor and goal conversations from two queues (the last
    answer repeats once a queue runs dry) and records every request."""

    backend_id = "scripted"

    def __init__(self, successor: list[str], goal: list[str]) -> None:
        super().__init__("scripted")
        self.queues = {"successor": list(successor), "goal": list(goal)}
        self.requests: list[tuple[str, LLMRequest]] = []

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        assert request.messages is not None
        first = request.messages[0].content
        function = "goal" if "`is_goal(state, goal)`" in first else "successor"
        queue = self.queues[function]
        text = queue.pop(0) if len(queue) > 1 else queue[0]
        self.requests.append((function, request))
        prompt = sum(len(m.content.split()) for m in request.messages)
        return LLMResponse(text, prompt, len(text.split()), 0.0, "scripted", "scripted", "stop")
