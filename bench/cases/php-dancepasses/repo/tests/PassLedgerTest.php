<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use StudioNine\DancePasses\ClassPass;
use StudioNine\DancePasses\Money;
use StudioNine\DancePasses\PassLedger;
use StudioNine\DancePasses\Register;

final class PassLedgerTest extends TestCase
{
    private function ledger(): PassLedger
    {
        $ledger = new PassLedger(Money::parse('9'));
        $ledger->add(new ClassPass('M10', 'Maya Levi', 10, new DateTimeImmutable('2026-02-23'), 10, Money::parse('70')));
        $ledger->add(new ClassPass('M4', 'Maya Levi', 4, new DateTimeImmutable('2026-03-01'), 4, Money::parse('32')));
        $ledger->add(new ClassPass('O2', 'Owen Price', 2, new DateTimeImmutable('2026-03-01'), 2, Money::parse('17')));
        return $ledger;
    }

    public function testThePassThatExpiresFirstIsUsedFirst(): void
    {
        $ledger = $this->ledger();
        $ledger->record(Register::parse((string) file_get_contents(__DIR__ . '/fixtures/spring.txt')));
        [$ten, $four] = $ledger->passesOf('Maya Levi');
        self::assertSame([8, 0], [$ten->remaining(), $four->remaining()]);
        self::assertSame([], $ledger->unpaidOf('Maya Levi'));
    }

    public function testVisitsNoPassCoversAreOwed(): void
    {
        $ledger = $this->ledger();
        $ledger->record(Register::parse((string) file_get_contents(__DIR__ . '/fixtures/spring.txt')));
        self::assertSame(0, $ledger->passesOf('Owen Price')[0]->remaining());
        self::assertSame('£9.00', $ledger->owed('Owen Price')->format());
        self::assertSame('£9.00', $ledger->owed('Priya Nair')->format());
        self::assertSame(['Maya Levi', 'Owen Price', 'Priya Nair'], $ledger->members());
    }
}
