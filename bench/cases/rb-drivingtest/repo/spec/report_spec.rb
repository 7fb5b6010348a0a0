# frozen_string_literal: true

RSpec.describe Drivingtest::Report do
  let(:centre) { Drivingtest::Centre.new("Wetherby") }
  let(:report) { described_class.new(centre) }
  let(:theory) do
    Drivingtest::Theory.new(candidate: "any", taken_on: d("2025-11-03"), multiple_choice: 47, hazard_perception: 58)
  end

  def sheet(name, driving: 0, serious: [], dangerous: [])
    s = Drivingtest::FaultSheet.new(name)
    driving.times { s.record(:mirrors) }
    serious.each { |item| s.record(item, :serious) }
    dangerous.each { |item| s.record(item, :dangerous) }
    s
  end

  before do
    march = centre.add_day(d("2026-03-18"), "DE 114")
    april = centre.add_day(d("2026-04-15"), "DE 114")
    report.add_result(march[0], sheet("a", driving: 4))
    report.add_result(march[1], sheet("b", driving: 9, serious: [:junctions]))
    report.add_result(march[2], sheet("c", driving: 2))
    report.add_result(april[0], sheet("d", driving: 6, serious: %i[junctions mirrors]))
    report.add_result(april[1], sheet("e", driving: 1, dangerous: [:response_to_signs]))
  end

  it "lists the months with results" do
    expect(report.months).to eq(%w[2026-03 2026-04])
  end

  it "gives the pass rate and average driving faults per month" do
    row = report.row("2026-03")
    expect(row.conducted).to eq(3)
    expect(row.passed).to eq(2)
    expect(row.pass_rate).to eq(66.7)
    expect(row.average_driving_faults).to eq(5.0)
  end

  it "ranks the items most often marked serious or dangerous" do
    expect(report.top_serious(2)).to eq(junctions: 2, mirrors: 1)
  end

  context "with bookings" do
    before do
      slots = centre.add_day(d("2026-05-13"), "DE 207")
      book = lambda do |slot, name|
        Drivingtest::Booking.book(centre, slot, candidate: name, theory: theory, booked_on: d("2026-04-01"))
      end
      kept = book.call(slots[0], "f")
      early = book.call(slots[1], "g")
      late = book.call(slots[2], "h")
      early.cancel(d("2026-05-07"))
      late.cancel(d("2026-05-08"))
      [kept, early, late].each { |b| report.add_booking(b) }
    end

    it "counts fees kept less refunds" do
      expect(report.refunds).to eq(6_200)
      expect(report.fee_income).to eq(12_400)
    end

    it "prints the monthly table and the fee income" do
      expect(report.to_s).to eq(<<~TEXT.chomp)
        Wetherby test centre
        Month    Conducted Passed   Rate  Faults
        2026-03          3      2  66.7%    5.00
        2026-04          2      0   0.0%    3.50
        Fee income: £124.00 (refunds £62.00)
      TEXT
    end
  end
end
