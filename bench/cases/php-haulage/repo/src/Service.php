<?php

declare(strict_types=1);

namespace Haulage;

/**
 * Extras a customer can add to a consignment, each charged once per
 * consignment, in pence.
 */
enum Service: string
{
    case TailLift = 'tail-lift';
    case AmDelivery = 'am';
    case TimedDelivery = 'timed';
    case Saturday = 'saturday';
    case Hazardous = 'adr';

    public function charge(): int
    {
        return match ($this) {
            self::TailLift => 2500,
            self::AmDelivery => 1500,
            self::TimedDelivery => 3000,
            self::Saturday => 4500,
            self::Hazardous => 4000,
        };
    }

    public function label(): string
    {
        return match ($this) {
            self::TailLift => 'Tail-lift delivery',
            self::AmDelivery => 'Delivery before noon',
            self::TimedDelivery => 'Timed delivery',
            self::Saturday => 'Saturday delivery',
            self::Hazardous => 'ADR dangerous goods',
        };
    }

    /** Whether the service is subject to the fuel surcharge. */
    public function fuelSurchargeable(): bool
    {
        return $this === self::Saturday;
    }
}
