RSpec.describe Plumbing::DaySheet do
  let(:calendar) { Plumbing::WorkingCalendar.new }
  let(:sla) { Plumbing::Sla.new(calendar) }
  let(:ann) { Plumbing::Engineer.new(name: "Ann Lowe", trades: %i[plumbing drainage], districts: %w[LS6 LS16]) }
  let(:dispatcher) { Plumbing::Dispatcher.new([ann], calendar: calendar) }
  let(:sheet) { described_class.new(dispatcher, sla) }

  it "lists the day's jobs, morning first and the most pressing first" do
    dispatcher.assign(job("J402", :tap_replacement, postcode: "LS16 7JR"), on: day(0))
    dispatcher.assign(job("J401", :radiator_fit, postcode: "LS6 3HN"), on: day(0))
    dispatcher.assign(job("J400", :leak, logged_at: at(day(0), 7, 40)), on: day(0))
    dispatcher.assign(job("J403", :blocked_drain, logged_at: at(day(0), 8, 15)), on: day(0))

    expect(sheet.render(ann, day(0))).to eq(<<~SHEET)
      Ann Lowe - Mon 04 Mar 2024
        AM  J400     Leak repair              LS6 2AB   emergency 1h 00m
            due Mon 11:40
        AM  J401     Radiator fitting         LS6 3HN   routine   2h 00m
        AM  J402     Tap replacement          LS16 7JR  routine   0h 45m
        PM  J403     Blocked drain            LS6 2AB   urgent    1h 30m
            due Mon 16:15
        4 of 6 jobs
    SHEET
  end

  it "says when nothing is booked" do
    expect(sheet.render(ann, day(1))).to eq("Ann Lowe - Tue 05 Mar 2024\n  No jobs booked\n")
  end
end
