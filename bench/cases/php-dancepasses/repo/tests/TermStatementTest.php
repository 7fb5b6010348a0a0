<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use StudioNine\DancePasses\ClassPass;
use StudioNine\DancePasses\Money;
use StudioNine\DancePasses\PassLedger;
use StudioNine\DancePasses\Register;
use StudioNine\DancePasses\Report\TermStatement;

final class TermStatementTest extends TestCase
{
    public function testStatementOfAMember(): void
    {
        $ledger = new PassLedger(Money::parse('9'));
        $ledger->add(new ClassPass('M4', 'Maya Levi', 4, new DateTimeImmutable('2026-03-01'), 4, Money::parse('32')));
        $ledger->add(new ClassPass('M10', 'Maya Levi', 10, new DateTimeImmutable('2026-02-23'), 10, Money::parse('70')));
        $ledger->record(Register::parse((string) file_get_contents(__DIR__ . '/fixtures/spring.txt')));

        self::assertSame(
            "Statement for Maya Levi\n"
            . "  pass M4      0 of  4 classes left, valid until 28 Mar 2026\n"
            . "  pass M10     8 of 10 classes left, valid until 3 May 2026\n"
            . "  to pay: £0.00\n",
            (new TermStatement($ledger))->render('Maya Levi'),
        );
    }

    public function testDropInsAreListed(): void
    {
        $ledger = new PassLedger(Money::parse('9'));
        $ledger->record(Register::parse((string) file_get_contents(__DIR__ . '/fixtures/spring.txt')));
        $all = (new TermStatement($ledger))->renderAll();
        self::assertStringContainsString("Statement for Priya Nair\n  drop-in 18 Mar tango beginners\n  to pay: £9.00\n", $all);
        self::assertStringContainsString("Statement for Owen Price\n  drop-in 2 Mar salsa improvers\n", $all);
    }
}
