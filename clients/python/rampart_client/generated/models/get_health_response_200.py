from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_health_response_200_database import GetHealthResponse200Database
from ..models.get_health_response_200_engine import GetHealthResponse200Engine
from ..models.get_health_response_200_status import GetHealthResponse200Status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_health_response_200_temporal import GetHealthResponse200Temporal


T = TypeVar("T", bound="GetHealthResponse200")


@_attrs_define
class GetHealthResponse200:
    """
    Attributes:
        status (GetHealthResponse200Status):
        version (str):
        database (GetHealthResponse200Database):
        engine (GetHealthResponse200Engine | Unset):
        temporal (GetHealthResponse200Temporal | Unset): On Temporal only: the server and the workers polling the task
            queue
    """

    status: GetHealthResponse200Status
    version: str
    database: GetHealthResponse200Database
    engine: GetHealthResponse200Engine | Unset = UNSET
    temporal: GetHealthResponse200Temporal | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        version = self.version

        database = self.database.value

        engine: str | Unset = UNSET
        if not isinstance(self.engine, Unset):
            engine = self.engine.value

        temporal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.temporal, Unset):
            temporal = self.temporal.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "version": version,
                "database": database,
            }
        )
        if engine is not UNSET:
            field_dict["engine"] = engine
        if temporal is not UNSET:
            field_dict["temporal"] = temporal

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_health_response_200_temporal import (
            GetHealthResponse200Temporal,
        )

        d = dict(src_dict)
        status = GetHealthResponse200Status(d.pop("status"))

        version = d.pop("version")

        database = GetHealthResponse200Database(d.pop("database"))

        _engine = d.pop("engine", UNSET)
        engine: GetHealthResponse200Engine | Unset
        if isinstance(_engine, Unset):
            engine = UNSET
        else:
            engine = GetHealthResponse200Engine(_engine)

        _temporal = d.pop("temporal", UNSET)
        temporal: GetHealthResponse200Temporal | Unset
        if isinstance(_temporal, Unset):
            temporal = UNSET
        else:
            temporal = GetHealthResponse200Temporal.from_dict(_temporal)

        get_health_response_200 = cls(
            status=status,
            version=version,
            database=database,
            engine=engine,
            temporal=temporal,
        )

        get_health_response_200.additional_properties = d
        return get_health_response_200

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
