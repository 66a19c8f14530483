from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_domain_import_response_200_status import (
    GetDomainImportResponse200Status,
)

if TYPE_CHECKING:
    from ..models.get_domain_import_response_200_results_item import (
        GetDomainImportResponse200ResultsItem,
    )


T = TypeVar("T", bound="GetDomainImportResponse200")


@_attrs_define
class GetDomainImportResponse200:
    """
    Attributes:
        id (int):
        status (GetDomainImportResponse200Status):
        dry_run (bool):
        idempotency_key (None | str):
        total (int):
        processed (int):
        added (int): Lines added (in a dry run: lines that would be)
        failed (int):
        results (list[GetDomainImportResponse200ResultsItem]): One per line done, in line order
        created_at (datetime.datetime):
        finished_at (datetime.datetime | None):
    """

    id: int
    status: GetDomainImportResponse200Status
    dry_run: bool
    idempotency_key: None | str
    total: int
    processed: int
    added: int
    failed: int
    results: list[GetDomainImportResponse200ResultsItem]
    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        dry_run = self.dry_run

        idempotency_key: None | str
        idempotency_key = self.idempotency_key

        total = self.total

        processed = self.processed

        added = self.added

        failed = self.failed

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "dry_run": dry_run,
                "idempotency_key": idempotency_key,
                "total": total,
                "processed": processed,
                "added": added,
                "failed": failed,
                "results": results,
                "created_at": created_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_domain_import_response_200_results_item import (
            GetDomainImportResponse200ResultsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        status = GetDomainImportResponse200Status(d.pop("status"))

        dry_run = d.pop("dry_run")

        def _parse_idempotency_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        idempotency_key = _parse_idempotency_key(d.pop("idempotency_key"))

        total = d.pop("total")

        processed = d.pop("processed")

        added = d.pop("added")

        failed = d.pop("failed")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = GetDomainImportResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        get_domain_import_response_200 = cls(
            id=id,
            status=status,
            dry_run=dry_run,
            idempotency_key=idempotency_key,
            total=total,
            processed=processed,
            added=added,
            failed=failed,
            results=results,
            created_at=created_at,
            finished_at=finished_at,
        )

        get_domain_import_response_200.additional_properties = d
        return get_domain_import_response_200

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
