<?php

declare(strict_types=1);

namespace Locksmith\Callout;

use Locksmith\Money;

/**
 * What the shop charges for going out to a job.
 *
 * The call-out fee depends on when the locksmith arrives and covers the first
 * $includedMinutes on site; time beyond that is charged in blocks of $blockMinutes,
 * a part block counting as a whole one.
 */
final class RateCard
{
    public function __construct(
        public readonly Money $daytimeFee,
        public readonly Money $eveningFee,
        public readonly Money $nightFee,
        public readonly Money $weekendFee,
        public readonly Money $labourPerBlock,
        public readonly int $blockMinutes = 15,
        public readonly int $includedMinutes = 30,
    ) {
        if ($blockMinutes < 1) {
            throw new \InvalidArgumentException('Labour blocks must be at least a minute long');
        }
    }

    public static function standard(): self
    {
        return new self(
            daytimeFee: Money::pounds('75'),
            eveningFee: Money::pounds('95'),
            nightFee: Money::pounds('130'),
            weekendFee: Money::pounds('110'),
            labourPerBlock: Money::pounds('15'),
        );
    }

    public function feeFor(string $band): Money
    {
        return match ($band) {
            'daytime' => $this->daytimeFee,
            'evening' => $this->eveningFee,
            'night' => $this->nightFee,
            'weekend' => $this->weekendFee,
            default => throw new \InvalidArgumentException("Unknown time band '$band'"),
        };
    }

    /**
     * Number of labour blocks charged for a visit of the given length.
     */
    public function labourBlocks(int $minutesOnSite): int
    {
        $extra = max(0, $minutesOnSite - $this->includedMinutes);

        return intdiv($extra + $this->blockMinutes - 1, $this->blockMinutes);
    }
}
