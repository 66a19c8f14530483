from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListAlertsResponse200Item")


@_attrs_define
class ListAlertsResponse200Item:
    """
    Attributes:
        id (int):
        domain_id (int):
        domain (str):
        alert_type (str):
        severity (str):
        title (str):
        message (str):
        old_value (str):
        new_value (str):
        score (int):
        grade (str):
        read (bool):
        created_at (datetime.datetime):
    """

    id: int
    domain_id: int
    domain: str
    alert_type: str
    severity: str
    title: str
    message: str
    old_value: str
    new_value: str
    score: int
    grade: str
    read: bool
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        domain_id = self.domain_id

        domain = self.domain

        alert_type = self.alert_type

        severity = self.severity

        title = self.title

        message = self.message

        old_value = self.old_value

        new_value = self.new_value

        score = self.score

        grade = self.grade

        read = self.read

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "domain_id": domain_id,
                "domain": domain,
                "alert_type": alert_type,
                "severity": severity,
                "title": title,
                "message": message,
                "old_value": old_value,
                "new_value": new_value,
                "score": score,
                "grade": grade,
                "read": read,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        domain_id = d.pop("domain_id")

        domain = d.pop("domain")

        alert_type = d.pop("alert_type")

        severity = d.pop("severity")

        title = d.pop("title")

        message = d.pop("message")

        old_value = d.pop("old_value")

        new_value = d.pop("new_value")

        score = d.pop("score")

        grade = d.pop("grade")

        read = d.pop("read")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        list_alerts_response_200_item = cls(
            id=id,
            domain_id=domain_id,
            domain=domain,
            alert_type=alert_type,
            severity=severity,
            title=title,
            message=message,
            old_value=old_value,
            new_value=new_value,
            score=score,
            grade=grade,
            read=read,
            created_at=created_at,
        )

        list_alerts_response_200_item.additional_properties = d
        return list_alerts_response_200_item

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
