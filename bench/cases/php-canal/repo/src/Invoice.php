<?php

declare(strict_types=1);

namespace Towpath\Canal;

/**
 * The boatyard's invoice to one boat: a list of lines, each with its amount in pence.
 */
final class Invoice
{
    /** @var list<array{text: string, amount: int}> */
    private array $lines = [];

    public function __construct(public readonly Boat $boat, public readonly string $number)
    {
    }

    public function add(string $text, int $amount): void
    {
        $this->lines[] = ['text' => $text, 'amount' => $amount];
    }

    public function addLicence(LicenceTariff $tariff, int $months): void
    {
        $this->add(
            sprintf('Licence, %d months, band %s', $months, $tariff->band($this->boat)),
            $tariff->fee($this->boat, $months),
        );
    }

    public function addMooring(Mooring $mooring, \DateTimeImmutable $from, int $months): void
    {
        $this->add($mooring->describe($this->boat, $from, $months), $mooring->charge($this->boat, $from, $months));
    }

    public function addLockFees(LockLog $log, int $year, int $month): void
    {
        $fees = $log->fees($this->boat, $year, $month);
        if ($fees > 0) {
            $this->add(sprintf('Lock fees, %04d-%02d', $year, $month), $fees);
        }
    }

    /** @return list<array{text: string, amount: int}> */
    public function lines(): array
    {
        return $this->lines;
    }

    public function total(): int
    {
        return Money::sum(array_column($this->lines, 'amount'));
    }

    public function render(): string
    {
        $out = ["Invoice {$this->number}", $this->boat->describe()];
        foreach ($this->lines as $line) {
            $out[] = sprintf('%-52s %12s', $line['text'], Money::format($line['amount']));
        }
        $out[] = sprintf('%-52s %12s', 'Total', Money::format($this->total()));

        return implode("\n", $out) . "\n";
    }
}
