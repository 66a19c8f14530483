from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_health_response_200_temporal_server import (
    GetHealthResponse200TemporalServer,
)

T = TypeVar("T", bound="GetHealthResponse200Temporal")


@_attrs_define
class GetHealthResponse200Temporal:
    """On Temporal only: the server and the workers polling the task queue

    Attributes:
        server (GetHealthResponse200TemporalServer):
        task_queue (str):
        workflow_pollers (int): Workers seen polling for workflow tasks lately
        activity_pollers (int): Workers seen polling for activity tasks lately
    """

    server: GetHealthResponse200TemporalServer
    task_queue: str
    workflow_pollers: int
    activity_pollers: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        server = self.server.value

        task_queue = self.task_queue

        workflow_pollers = self.workflow_pollers

        activity_pollers = self.activity_pollers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "server": server,
                "task_queue": task_queue,
                "workflow_pollers": workflow_pollers,
                "activity_pollers": activity_pollers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        server = GetHealthResponse200TemporalServer(d.pop("server"))

        task_queue = d.pop("task_queue")

        workflow_pollers = d.pop("workflow_pollers")

        activity_pollers = d.pop("activity_pollers")

        get_health_response_200_temporal = cls(
            server=server,
            task_queue=task_queue,
            workflow_pollers=workflow_pollers,
            activity_pollers=activity_pollers,
        )

        get_health_response_200_temporal.additional_properties = d
        return get_health_response_200_temporal

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
