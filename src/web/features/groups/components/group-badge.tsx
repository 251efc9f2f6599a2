// A small label on cards and member rows (Private/Public, Leader/Member, Dad/Son), on the kit's Badge and
// never wrapped. The text carries the meaning; colour and icon only repeat it.
import { Globe, Lock } from "lucide-react";
import { Badge, type BadgeProps } from "../../../components/ui/badge.tsx";

export function GroupBadge(props: Omit<BadgeProps, "className">) {
  return <Badge {...props} className="whitespace-nowrap" />;
}

export function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <GroupBadge tone="gray" icon={<Lock aria-hidden="true" className="size-3" />}>
      Private
    </GroupBadge>
  ) : (
    <GroupBadge tone="green" icon={<Globe aria-hidden="true" className="size-3" />}>
      Public
    </GroupBadge>
  );
}
