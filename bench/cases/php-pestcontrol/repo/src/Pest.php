<?php

declare(strict_types=1);

namespace Pestcontrol;

/**
 * The pests the firm treats, with the standard treatment protocol for each:
 * how many visits, how far apart, and the charge per visit.
 */
enum Pest: string
{
    case Rats = 'rats';
    case Mice = 'mice';
    case Cockroaches = 'cockroaches';
    case BedBugs = 'bedbugs';
    case Fleas = 'fleas';
    case Moles = 'moles';

    public function label(): string
    {
        return match ($this) {
            self::Rats => 'Rats',
            self::Mice => 'Mice',
            self::Cockroaches => 'Cockroaches',
            self::BedBugs => 'Bed bugs',
            self::Fleas => 'Fleas',
            self::Moles => 'Moles',
        };
    }

    /** Number of visits in a standard treatment. */
    public function visits(): int
    {
        return match ($this) {
            self::Rats, self::Mice => 3,
            self::Cockroaches => 3,
            self::BedBugs => 2,
            self::Fleas => 2,
            self::Moles => 4,
        };
    }

    /** Days between treatment visits. */
    public function intervalDays(): int
    {
        return match ($this) {
            self::Rats, self::Mice => 7,
            self::Cockroaches => 14,
            self::BedBugs => 14,
            self::Fleas => 10,
            self::Moles => 7,
        };
    }

    /** Charge per visit for a domestic property, in pence. */
    public function visitPence(): int
    {
        return match ($this) {
            self::Rats => 6500,
            self::Mice => 5500,
            self::Cockroaches => 8500,
            self::BedBugs => 12000,
            self::Fleas => 7000,
            self::Moles => 4500,
        };
    }

    /** Rodents get bait stations; insects get a residual spray. */
    public function isRodent(): bool
    {
        return $this === self::Rats || $this === self::Mice;
    }

    public function isSprayed(): bool
    {
        return in_array($this, [self::Cockroaches, self::BedBugs, self::Fleas], true);
    }
}
