from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetPlanResponse200Features")


@_attrs_define
class GetPlanResponse200Features:
    """
    Attributes:
        pdf_reports (bool):
        webhooks (bool):
        white_label_pdf (bool):
        automation_integration (bool):
        monitoring_frequencies (list[str]):
    """

    pdf_reports: bool
    webhooks: bool
    white_label_pdf: bool
    automation_integration: bool
    monitoring_frequencies: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pdf_reports = self.pdf_reports

        webhooks = self.webhooks

        white_label_pdf = self.white_label_pdf

        automation_integration = self.automation_integration

        monitoring_frequencies = self.monitoring_frequencies

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pdf_reports": pdf_reports,
                "webhooks": webhooks,
                "white_label_pdf": white_label_pdf,
                "automation_integration": automation_integration,
                "monitoring_frequencies": monitoring_frequencies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pdf_reports = d.pop("pdf_reports")

        webhooks = d.pop("webhooks")

        white_label_pdf = d.pop("white_label_pdf")

        automation_integration = d.pop("automation_integration")

        monitoring_frequencies = cast(list[str], d.pop("monitoring_frequencies"))

        get_plan_response_200_features = cls(
            pdf_reports=pdf_reports,
            webhooks=webhooks,
            white_label_pdf=white_label_pdf,
            automation_integration=automation_integration,
            monitoring_frequencies=monitoring_frequencies,
        )

        get_plan_response_200_features.additional_properties = d
        return get_plan_response_200_features

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
