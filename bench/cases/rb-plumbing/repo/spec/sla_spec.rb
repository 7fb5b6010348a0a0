RSpec.describe Plumbing::Sla do
  let(:calendar) { Plumbing::WorkingCalendar.new }
  let(:sla) { described_class.new(calendar) }

  it "gives emergencies four clock hours, even at night" do
    leak = job("J200", :leak, logged_at: at(day(5), 22, 30))
    expect(sla.due_at(leak)).to eq(at(day(6), 2, 30))
  end

  it "gives urgent jobs eight working hours" do
    drain = job("J201", :blocked_drain, logged_at: at(day(0), 15))
    expect(sla.due_at(drain)).to eq(at(day(1), 13))
  end

  it "gives routine jobs until close of the fifth working day" do
    service = job("J202", :boiler_service, logged_at: at(day(2), 10))
    expect(sla.due_at(service)).to eq(at(day(9), 18))
  end

  it "is breached when attended late" do
    leak = job("J203", :leak, logged_at: at(day(0), 9))
    leak.book!(at(day(0), 9, 5)).attend!(at(day(0), 13, 30))
    expect(sla.breached?(leak, at(day(0), 14))).to be(true)
  end

  it "is met when attended in time, however late it is now" do
    leak = job("J204", :leak, logged_at: at(day(0), 9))
    leak.book!(at(day(0), 9, 5)).attend!(at(day(0), 12, 45))
    expect(sla.breached?(leak, at(day(3), 9))).to be(false)
  end

  it "is breached while still waiting past the due time, but not once cancelled" do
    drain = job("J205", :blocked_drain, logged_at: at(day(0), 9))
    expect(sla.breached?(drain, at(day(0), 16, 59))).to be(false)
    expect(sla.breached?(drain, at(day(0), 17, 1))).to be(true)
    drain.cancel!(at(day(0), 17, 30))
    expect(sla.breached?(drain, at(day(1), 9))).to be(false)
  end

  it "counts the minutes left, negative when late" do
    drain = job("J206", :blocked_drain, logged_at: at(day(0), 9))
    expect(sla.minutes_left(drain, at(day(0), 16))).to eq(60)
    expect(sla.minutes_left(drain, at(day(0), 17, 30))).to eq(-30)
  end

  it "lists overdue jobs that nobody has attended, soonest due first" do
    early = job("J207", :leak, logged_at: at(day(0), 8))
    later = job("J208", :blocked_drain, logged_at: at(day(0), 8))
    seen = job("J209", :leak, logged_at: at(day(0), 7))
    seen.book!(at(day(0), 7)).attend!(at(day(0), 12, 30))
    routine = job("J210", :tap_replacement, logged_at: at(day(0), 8))
    expect(sla.overdue([later, seen, routine, early], at(day(1), 9)).map(&:ref)).to eq(%w[J207 J208])
  end
end
