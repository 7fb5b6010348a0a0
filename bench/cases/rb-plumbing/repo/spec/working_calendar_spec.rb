RSpec.describe Plumbing::WorkingCalendar do
  # Friday 29 March 2024 and Monday 1 April 2024 were bank holidays
  let(:calendar) { described_class.new(holidays: ["2024-03-29", Date.new(2024, 4, 1)]) }

  it "knows weekends and bank holidays are not working days" do
    expect(calendar.working_day?(Date.new(2024, 3, 28))).to be(true)
    expect(calendar.working_day?(Date.new(2024, 3, 29))).to be(false)
    expect(calendar.working_day?(Date.new(2024, 3, 30))).to be(false)
    expect(calendar.next_working_day(Date.new(2024, 3, 28))).to eq(Date.new(2024, 4, 2))
  end

  it "counts working days forward" do
    expect(calendar.working_days_after(day(0), 0)).to eq(day(0))
    expect(calendar.working_days_after(day(0), 5)).to eq(day(7))
    expect(calendar.working_days_after(day(5), 1)).to eq(day(8))
  end

  it "finds the next time the office is open" do
    expect(calendar.next_open(at(day(0), 7, 15))).to eq(at(day(0), 8))
    expect(calendar.next_open(at(day(0), 10, 20))).to eq(at(day(0), 10, 20))
    expect(calendar.next_open(at(day(0), 18))).to eq(at(day(1), 8))
    expect(calendar.next_open(at(day(4), 19))).to eq(at(day(7), 8))
  end

  it "adds working minutes across evenings and weekends" do
    expect(calendar.add_working_minutes(at(day(0), 9), 120)).to eq(at(day(0), 11))
    expect(calendar.add_working_minutes(at(day(0), 16), 480)).to eq(at(day(1), 14))
    expect(calendar.add_working_minutes(at(day(4), 17), 120)).to eq(at(day(7), 9))
    expect(calendar.add_working_minutes(at(day(5), 12), 60)).to eq(at(day(7), 9))
  end

  it "skips bank holidays when adding working minutes" do
    expect(calendar.add_working_minutes(Time.new(2024, 3, 28, 14), 480)).to eq(Time.new(2024, 4, 2, 12))
  end

  it "refuses an office that closes before it opens" do
    expect { described_class.new(opens: 18, closes: 8) }.to raise_error(ArgumentError)
  end
end
