<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * Every movement of money on pupil accounts, in the order it happened.
 */
final class Ledger
{
    public const TOP_UP = 'top-up';
    public const SALE = 'sale';
    public const REFUND = 'refund';

    /** @var array<int, array{date: string, account: string, kind: string, amount: int, reference: string}> */
    private array $entries = [];

    public function record(string $date, string $accountId, string $kind, int $amount, string $reference = ''): void
    {
        if (!in_array($kind, [self::TOP_UP, self::SALE, self::REFUND], true)) {
            throw new \InvalidArgumentException("Unknown ledger entry kind '$kind'");
        }
        $this->entries[] = [
            'date' => $date,
            'account' => $accountId,
            'kind' => $kind,
            'amount' => $amount,
            'reference' => $reference,
        ];
    }

    /** @return array<int, array{date: string, account: string, kind: string, amount: int, reference: string}> */
    public function entries(?string $date = null, ?string $accountId = null): array
    {
        return array_values(array_filter(
            $this->entries,
            static fn (array $e) => ($date === null || $e['date'] === $date)
                && ($accountId === null || $e['account'] === $accountId),
        ));
    }

    public function total(string $kind, string $date): int
    {
        $sum = 0;
        foreach ($this->entries($date) as $entry) {
            if ($entry['kind'] === $kind) {
                $sum += $entry['amount'];
            }
        }
        return $sum;
    }

    /** Sales less refunds on the day. */
    public function takings(string $date): int
    {
        return $this->total(self::SALE, $date) - $this->total(self::REFUND, $date);
    }
}
