from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_portfolio_summary_response_200_by_grade import (
        GetPortfolioSummaryResponse200ByGrade,
    )
    from ..models.get_portfolio_summary_response_200_changes_item import (
        GetPortfolioSummaryResponse200ChangesItem,
    )
    from ..models.get_portfolio_summary_response_200_clients_item import (
        GetPortfolioSummaryResponse200ClientsItem,
    )
    from ..models.get_portfolio_summary_response_200_open_alerts import (
        GetPortfolioSummaryResponse200OpenAlerts,
    )
    from ..models.get_portfolio_summary_response_200_worst_item import (
        GetPortfolioSummaryResponse200WorstItem,
    )


T = TypeVar("T", bound="GetPortfolioSummaryResponse200")


@_attrs_define
class GetPortfolioSummaryResponse200:
    """
    Attributes:
        client_id (int | None):
        domains (int):
        scanned (int):
        coverage (float): Share of domains with an evaluated scan (0-1)
        average_score (int | None):
        by_grade (GetPortfolioSummaryResponse200ByGrade):
        worst (list[GetPortfolioSummaryResponse200WorstItem]):
        open_alerts (GetPortfolioSummaryResponse200OpenAlerts):
        changes (list[GetPortfolioSummaryResponse200ChangesItem]): The last 7 days, then the last 30
        clients (list[GetPortfolioSummaryResponse200ClientsItem] | Unset): Without client_id: each client, then domains
            with none (client_id null)
    """

    client_id: int | None
    domains: int
    scanned: int
    coverage: float
    average_score: int | None
    by_grade: GetPortfolioSummaryResponse200ByGrade
    worst: list[GetPortfolioSummaryResponse200WorstItem]
    open_alerts: GetPortfolioSummaryResponse200OpenAlerts
    changes: list[GetPortfolioSummaryResponse200ChangesItem]
    clients: list[GetPortfolioSummaryResponse200ClientsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id: int | None
        client_id = self.client_id

        domains = self.domains

        scanned = self.scanned

        coverage = self.coverage

        average_score: int | None
        average_score = self.average_score

        by_grade = self.by_grade.to_dict()

        worst = []
        for worst_item_data in self.worst:
            worst_item = worst_item_data.to_dict()
            worst.append(worst_item)

        open_alerts = self.open_alerts.to_dict()

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        clients: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.clients, Unset):
            clients = []
            for clients_item_data in self.clients:
                clients_item = clients_item_data.to_dict()
                clients.append(clients_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "domains": domains,
                "scanned": scanned,
                "coverage": coverage,
                "average_score": average_score,
                "by_grade": by_grade,
                "worst": worst,
                "open_alerts": open_alerts,
                "changes": changes,
            }
        )
        if clients is not UNSET:
            field_dict["clients"] = clients

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_portfolio_summary_response_200_by_grade import (
            GetPortfolioSummaryResponse200ByGrade,
        )
        from ..models.get_portfolio_summary_response_200_changes_item import (
            GetPortfolioSummaryResponse200ChangesItem,
        )
        from ..models.get_portfolio_summary_response_200_clients_item import (
            GetPortfolioSummaryResponse200ClientsItem,
        )
        from ..models.get_portfolio_summary_response_200_open_alerts import (
            GetPortfolioSummaryResponse200OpenAlerts,
        )
        from ..models.get_portfolio_summary_response_200_worst_item import (
            GetPortfolioSummaryResponse200WorstItem,
        )

        d = dict(src_dict)

        def _parse_client_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        client_id = _parse_client_id(d.pop("client_id"))

        domains = d.pop("domains")

        scanned = d.pop("scanned")

        coverage = d.pop("coverage")

        def _parse_average_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        average_score = _parse_average_score(d.pop("average_score"))

        by_grade = GetPortfolioSummaryResponse200ByGrade.from_dict(d.pop("by_grade"))

        worst = []
        _worst = d.pop("worst")
        for worst_item_data in _worst:
            worst_item = GetPortfolioSummaryResponse200WorstItem.from_dict(
                worst_item_data
            )

            worst.append(worst_item)

        open_alerts = GetPortfolioSummaryResponse200OpenAlerts.from_dict(
            d.pop("open_alerts")
        )

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = GetPortfolioSummaryResponse200ChangesItem.from_dict(
                changes_item_data
            )

            changes.append(changes_item)

        _clients = d.pop("clients", UNSET)
        clients: list[GetPortfolioSummaryResponse200ClientsItem] | Unset = UNSET
        if _clients is not UNSET:
            clients = []
            for clients_item_data in _clients:
                clients_item = GetPortfolioSummaryResponse200ClientsItem.from_dict(
                    clients_item_data
                )

                clients.append(clients_item)

        get_portfolio_summary_response_200 = cls(
            client_id=client_id,
            domains=domains,
            scanned=scanned,
            coverage=coverage,
            average_score=average_score,
            by_grade=by_grade,
            worst=worst,
            open_alerts=open_alerts,
            changes=changes,
            clients=clients,
        )

        get_portfolio_summary_response_200.additional_properties = d
        return get_portfolio_summary_response_200

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
