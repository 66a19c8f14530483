from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_account_activity_response_200_activity_item_actor_type_0 import (
    ListAccountActivityResponse200ActivityItemActorType0,
)
from ..models.list_account_activity_response_200_activity_item_actor_type_1 import (
    ListAccountActivityResponse200ActivityItemActorType1,
)
from ..models.list_account_activity_response_200_activity_item_actor_type_2 import (
    ListAccountActivityResponse200ActivityItemActorType2,
)
from ..models.list_account_activity_response_200_activity_item_actor_type_3 import (
    ListAccountActivityResponse200ActivityItemActorType3,
)
from ..models.list_account_activity_response_200_activity_item_actor_type_4 import (
    ListAccountActivityResponse200ActivityItemActorType4,
)
from ..models.list_account_activity_response_200_activity_item_actor_type_5 import (
    ListAccountActivityResponse200ActivityItemActorType5,
)
from ..models.list_account_activity_response_200_activity_item_actor_type_6 import (
    ListAccountActivityResponse200ActivityItemActorType6,
)
from ..models.list_account_activity_response_200_activity_item_type_type_0 import (
    ListAccountActivityResponse200ActivityItemTypeType0,
)
from ..models.list_account_activity_response_200_activity_item_type_type_1 import (
    ListAccountActivityResponse200ActivityItemTypeType1,
)
from ..models.list_account_activity_response_200_activity_item_type_type_2 import (
    ListAccountActivityResponse200ActivityItemTypeType2,
)
from ..models.list_account_activity_response_200_activity_item_type_type_3 import (
    ListAccountActivityResponse200ActivityItemTypeType3,
)
from ..models.list_account_activity_response_200_activity_item_type_type_4 import (
    ListAccountActivityResponse200ActivityItemTypeType4,
)
from ..models.list_account_activity_response_200_activity_item_type_type_5 import (
    ListAccountActivityResponse200ActivityItemTypeType5,
)
from ..models.list_account_activity_response_200_activity_item_type_type_6 import (
    ListAccountActivityResponse200ActivityItemTypeType6,
)
from ..models.list_account_activity_response_200_activity_item_type_type_7 import (
    ListAccountActivityResponse200ActivityItemTypeType7,
)
from ..models.list_account_activity_response_200_activity_item_type_type_8 import (
    ListAccountActivityResponse200ActivityItemTypeType8,
)
from ..models.list_account_activity_response_200_activity_item_type_type_9 import (
    ListAccountActivityResponse200ActivityItemTypeType9,
)
from ..models.list_account_activity_response_200_activity_item_type_type_10 import (
    ListAccountActivityResponse200ActivityItemTypeType10,
)
from ..models.list_account_activity_response_200_activity_item_type_type_11 import (
    ListAccountActivityResponse200ActivityItemTypeType11,
)
from ..models.list_account_activity_response_200_activity_item_type_type_12 import (
    ListAccountActivityResponse200ActivityItemTypeType12,
)
from ..models.list_account_activity_response_200_activity_item_type_type_13 import (
    ListAccountActivityResponse200ActivityItemTypeType13,
)
from ..models.list_account_activity_response_200_activity_item_type_type_14 import (
    ListAccountActivityResponse200ActivityItemTypeType14,
)
from ..models.list_account_activity_response_200_activity_item_type_type_15 import (
    ListAccountActivityResponse200ActivityItemTypeType15,
)
from ..models.list_account_activity_response_200_activity_item_type_type_16 import (
    ListAccountActivityResponse200ActivityItemTypeType16,
)
from ..models.list_account_activity_response_200_activity_item_type_type_17 import (
    ListAccountActivityResponse200ActivityItemTypeType17,
)
from ..models.list_account_activity_response_200_activity_item_type_type_18 import (
    ListAccountActivityResponse200ActivityItemTypeType18,
)
from ..models.list_account_activity_response_200_activity_item_type_type_19 import (
    ListAccountActivityResponse200ActivityItemTypeType19,
)
from ..models.list_account_activity_response_200_activity_item_type_type_20 import (
    ListAccountActivityResponse200ActivityItemTypeType20,
)
from ..models.list_account_activity_response_200_activity_item_type_type_21 import (
    ListAccountActivityResponse200ActivityItemTypeType21,
)
from ..models.list_account_activity_response_200_activity_item_type_type_22 import (
    ListAccountActivityResponse200ActivityItemTypeType22,
)
from ..models.list_account_activity_response_200_activity_item_type_type_23 import (
    ListAccountActivityResponse200ActivityItemTypeType23,
)
from ..models.list_account_activity_response_200_activity_item_type_type_24 import (
    ListAccountActivityResponse200ActivityItemTypeType24,
)
from ..models.list_account_activity_response_200_activity_item_type_type_25 import (
    ListAccountActivityResponse200ActivityItemTypeType25,
)

if TYPE_CHECKING:
    from ..models.list_account_activity_response_200_activity_item_details import (
        ListAccountActivityResponse200ActivityItemDetails,
    )


T = TypeVar("T", bound="ListAccountActivityResponse200ActivityItem")


@_attrs_define
class ListAccountActivityResponse200ActivityItem:
    """
    Attributes:
        id (int):
        type_ (ListAccountActivityResponse200ActivityItemTypeType0 | ListAccountActivityResponse200ActivityItemTypeType1
            | ListAccountActivityResponse200ActivityItemTypeType10 | ListAccountActivityResponse200ActivityItemTypeType11 |
            ListAccountActivityResponse200ActivityItemTypeType12 | ListAccountActivityResponse200ActivityItemTypeType13 |
            ListAccountActivityResponse200ActivityItemTypeType14 | ListAccountActivityResponse200ActivityItemTypeType15 |
            ListAccountActivityResponse200ActivityItemTypeType16 | ListAccountActivityResponse200ActivityItemTypeType17 |
            ListAccountActivityResponse200ActivityItemTypeType18 | ListAccountActivityResponse200ActivityItemTypeType19 |
            ListAccountActivityResponse200ActivityItemTypeType2 | ListAccountActivityResponse200ActivityItemTypeType20 |
            ListAccountActivityResponse200ActivityItemTypeType21 | ListAccountActivityResponse200ActivityItemTypeType22 |
            ListAccountActivityResponse200ActivityItemTypeType23 | ListAccountActivityResponse200ActivityItemTypeType24 |
            ListAccountActivityResponse200ActivityItemTypeType25 | ListAccountActivityResponse200ActivityItemTypeType3 |
            ListAccountActivityResponse200ActivityItemTypeType4 | ListAccountActivityResponse200ActivityItemTypeType5 |
            ListAccountActivityResponse200ActivityItemTypeType6 | ListAccountActivityResponse200ActivityItemTypeType7 |
            ListAccountActivityResponse200ActivityItemTypeType8 | ListAccountActivityResponse200ActivityItemTypeType9): What
            happened (docs/account-activity.md lists every type)
        description (str): The type in words
        actor (ListAccountActivityResponse200ActivityItemActorType0 |
            ListAccountActivityResponse200ActivityItemActorType1 | ListAccountActivityResponse200ActivityItemActorType2 |
            ListAccountActivityResponse200ActivityItemActorType3 | ListAccountActivityResponse200ActivityItemActorType4 |
            ListAccountActivityResponse200ActivityItemActorType5 | ListAccountActivityResponse200ActivityItemActorType6):
            Who did it: the request's credential (api_key, session cookie, jwt), admin, the payment processor, the service
            itself (system), or public (no credential: a password at sign-in, an e-mailed token, Google)
        ip_address (None | str): The client address; null when no request did it
        user_agent (None | str):
        request_id (None | str): The x-request-id of the request that made the change
        details (ListAccountActivityResponse200ActivityItemDetails): Ids, names and from/to of the change; never secrets
        created_at (datetime.datetime):
    """

    id: int
    type_: (
        ListAccountActivityResponse200ActivityItemTypeType0
        | ListAccountActivityResponse200ActivityItemTypeType1
        | ListAccountActivityResponse200ActivityItemTypeType10
        | ListAccountActivityResponse200ActivityItemTypeType11
        | ListAccountActivityResponse200ActivityItemTypeType12
        | ListAccountActivityResponse200ActivityItemTypeType13
        | ListAccountActivityResponse200ActivityItemTypeType14
        | ListAccountActivityResponse200ActivityItemTypeType15
        | ListAccountActivityResponse200ActivityItemTypeType16
        | ListAccountActivityResponse200ActivityItemTypeType17
        | ListAccountActivityResponse200ActivityItemTypeType18
        | ListAccountActivityResponse200ActivityItemTypeType19
        | ListAccountActivityResponse200ActivityItemTypeType2
        | ListAccountActivityResponse200ActivityItemTypeType20
        | ListAccountActivityResponse200ActivityItemTypeType21
        | ListAccountActivityResponse200ActivityItemTypeType22
        | ListAccountActivityResponse200ActivityItemTypeType23
        | ListAccountActivityResponse200ActivityItemTypeType24
        | ListAccountActivityResponse200ActivityItemTypeType25
        | ListAccountActivityResponse200ActivityItemTypeType3
        | ListAccountActivityResponse200ActivityItemTypeType4
        | ListAccountActivityResponse200ActivityItemTypeType5
        | ListAccountActivityResponse200ActivityItemTypeType6
        | ListAccountActivityResponse200ActivityItemTypeType7
        | ListAccountActivityResponse200ActivityItemTypeType8
        | ListAccountActivityResponse200ActivityItemTypeType9
    )
    description: str
    actor: (
        ListAccountActivityResponse200ActivityItemActorType0
        | ListAccountActivityResponse200ActivityItemActorType1
        | ListAccountActivityResponse200ActivityItemActorType2
        | ListAccountActivityResponse200ActivityItemActorType3
        | ListAccountActivityResponse200ActivityItemActorType4
        | ListAccountActivityResponse200ActivityItemActorType5
        | ListAccountActivityResponse200ActivityItemActorType6
    )
    ip_address: None | str
    user_agent: None | str
    request_id: None | str
    details: ListAccountActivityResponse200ActivityItemDetails
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str
        if (
            isinstance(self.type_, ListAccountActivityResponse200ActivityItemTypeType0)
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType1
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType2
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType3
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType4
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType5
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType6
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType7
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType8
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType9
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType10
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType11
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType12
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType13
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType14
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType15
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType16
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType17
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType18
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType19
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType20
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType21
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType22
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType23
            )
            or isinstance(
                self.type_, ListAccountActivityResponse200ActivityItemTypeType24
            )
        ):
            type_ = self.type_.value
        else:
            type_ = self.type_.value

        description = self.description

        actor: str
        if (
            isinstance(self.actor, ListAccountActivityResponse200ActivityItemActorType0)
            or isinstance(
                self.actor, ListAccountActivityResponse200ActivityItemActorType1
            )
            or isinstance(
                self.actor, ListAccountActivityResponse200ActivityItemActorType2
            )
            or isinstance(
                self.actor, ListAccountActivityResponse200ActivityItemActorType3
            )
            or isinstance(
                self.actor, ListAccountActivityResponse200ActivityItemActorType4
            )
            or isinstance(
                self.actor, ListAccountActivityResponse200ActivityItemActorType5
            )
        ):
            actor = self.actor.value
        else:
            actor = self.actor.value

        ip_address: None | str
        ip_address = self.ip_address

        user_agent: None | str
        user_agent = self.user_agent

        request_id: None | str
        request_id = self.request_id

        details = self.details.to_dict()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
                "description": description,
                "actor": actor,
                "ip_address": ip_address,
                "user_agent": user_agent,
                "request_id": request_id,
                "details": details,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_account_activity_response_200_activity_item_details import (
            ListAccountActivityResponse200ActivityItemDetails,
        )

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_type_(
            data: object,
        ) -> (
            ListAccountActivityResponse200ActivityItemTypeType0
            | ListAccountActivityResponse200ActivityItemTypeType1
            | ListAccountActivityResponse200ActivityItemTypeType10
            | ListAccountActivityResponse200ActivityItemTypeType11
            | ListAccountActivityResponse200ActivityItemTypeType12
            | ListAccountActivityResponse200ActivityItemTypeType13
            | ListAccountActivityResponse200ActivityItemTypeType14
            | ListAccountActivityResponse200ActivityItemTypeType15
            | ListAccountActivityResponse200ActivityItemTypeType16
            | ListAccountActivityResponse200ActivityItemTypeType17
            | ListAccountActivityResponse200ActivityItemTypeType18
            | ListAccountActivityResponse200ActivityItemTypeType19
            | ListAccountActivityResponse200ActivityItemTypeType2
            | ListAccountActivityResponse200ActivityItemTypeType20
            | ListAccountActivityResponse200ActivityItemTypeType21
            | ListAccountActivityResponse200ActivityItemTypeType22
            | ListAccountActivityResponse200ActivityItemTypeType23
            | ListAccountActivityResponse200ActivityItemTypeType24
            | ListAccountActivityResponse200ActivityItemTypeType25
            | ListAccountActivityResponse200ActivityItemTypeType3
            | ListAccountActivityResponse200ActivityItemTypeType4
            | ListAccountActivityResponse200ActivityItemTypeType5
            | ListAccountActivityResponse200ActivityItemTypeType6
            | ListAccountActivityResponse200ActivityItemTypeType7
            | ListAccountActivityResponse200ActivityItemTypeType8
            | ListAccountActivityResponse200ActivityItemTypeType9
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = ListAccountActivityResponse200ActivityItemTypeType0(data)

                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_1 = ListAccountActivityResponse200ActivityItemTypeType1(data)

                return type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_2 = ListAccountActivityResponse200ActivityItemTypeType2(data)

                return type_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_3 = ListAccountActivityResponse200ActivityItemTypeType3(data)

                return type_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_4 = ListAccountActivityResponse200ActivityItemTypeType4(data)

                return type_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_5 = ListAccountActivityResponse200ActivityItemTypeType5(data)

                return type_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_6 = ListAccountActivityResponse200ActivityItemTypeType6(data)

                return type_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_7 = ListAccountActivityResponse200ActivityItemTypeType7(data)

                return type_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_8 = ListAccountActivityResponse200ActivityItemTypeType8(data)

                return type_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_9 = ListAccountActivityResponse200ActivityItemTypeType9(data)

                return type_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_10 = ListAccountActivityResponse200ActivityItemTypeType10(
                    data
                )

                return type_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_11 = ListAccountActivityResponse200ActivityItemTypeType11(
                    data
                )

                return type_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_12 = ListAccountActivityResponse200ActivityItemTypeType12(
                    data
                )

                return type_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_13 = ListAccountActivityResponse200ActivityItemTypeType13(
                    data
                )

                return type_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_14 = ListAccountActivityResponse200ActivityItemTypeType14(
                    data
                )

                return type_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_15 = ListAccountActivityResponse200ActivityItemTypeType15(
                    data
                )

                return type_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_16 = ListAccountActivityResponse200ActivityItemTypeType16(
                    data
                )

                return type_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_17 = ListAccountActivityResponse200ActivityItemTypeType17(
                    data
                )

                return type_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_18 = ListAccountActivityResponse200ActivityItemTypeType18(
                    data
                )

                return type_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_19 = ListAccountActivityResponse200ActivityItemTypeType19(
                    data
                )

                return type_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_20 = ListAccountActivityResponse200ActivityItemTypeType20(
                    data
                )

                return type_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_21 = ListAccountActivityResponse200ActivityItemTypeType21(
                    data
                )

                return type_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_22 = ListAccountActivityResponse200ActivityItemTypeType22(
                    data
                )

                return type_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_23 = ListAccountActivityResponse200ActivityItemTypeType23(
                    data
                )

                return type_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_24 = ListAccountActivityResponse200ActivityItemTypeType24(
                    data
                )

                return type_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            type_type_25 = ListAccountActivityResponse200ActivityItemTypeType25(data)

            return type_type_25

        type_ = _parse_type_(d.pop("type"))

        description = d.pop("description")

        def _parse_actor(
            data: object,
        ) -> (
            ListAccountActivityResponse200ActivityItemActorType0
            | ListAccountActivityResponse200ActivityItemActorType1
            | ListAccountActivityResponse200ActivityItemActorType2
            | ListAccountActivityResponse200ActivityItemActorType3
            | ListAccountActivityResponse200ActivityItemActorType4
            | ListAccountActivityResponse200ActivityItemActorType5
            | ListAccountActivityResponse200ActivityItemActorType6
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_0 = ListAccountActivityResponse200ActivityItemActorType0(
                    data
                )

                return actor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_1 = ListAccountActivityResponse200ActivityItemActorType1(
                    data
                )

                return actor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_2 = ListAccountActivityResponse200ActivityItemActorType2(
                    data
                )

                return actor_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_3 = ListAccountActivityResponse200ActivityItemActorType3(
                    data
                )

                return actor_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_4 = ListAccountActivityResponse200ActivityItemActorType4(
                    data
                )

                return actor_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_type_5 = ListAccountActivityResponse200ActivityItemActorType5(
                    data
                )

                return actor_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            actor_type_6 = ListAccountActivityResponse200ActivityItemActorType6(data)

            return actor_type_6

        actor = _parse_actor(d.pop("actor"))

        def _parse_ip_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ip_address = _parse_ip_address(d.pop("ip_address"))

        def _parse_user_agent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_agent = _parse_user_agent(d.pop("user_agent"))

        def _parse_request_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        request_id = _parse_request_id(d.pop("request_id"))

        details = ListAccountActivityResponse200ActivityItemDetails.from_dict(
            d.pop("details")
        )

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        list_account_activity_response_200_activity_item = cls(
            id=id,
            type_=type_,
            description=description,
            actor=actor,
            ip_address=ip_address,
            user_agent=user_agent,
            request_id=request_id,
            details=details,
            created_at=created_at,
        )

        return list_account_activity_response_200_activity_item
