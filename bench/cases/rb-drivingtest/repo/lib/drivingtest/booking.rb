# frozen_string_literal: true

require "date"

module Drivingtest
  # A candidate's booking of one practical test slot.
  class Booking
    # Clear working days' notice needed to cancel with a refund.
    REFUND_NOTICE_DAYS = 3
    # Working days a candidate who failed must wait before the next test.
    RETEST_WAIT_DAYS = 10

    attr_reader :candidate, :slot, :fee, :booked_on, :state, :cancelled_on, :refund

    def self.book(centre, slot, candidate:, theory:, booked_on:, last_test_failed_on: nil, fees: Fees.new(centre.calendar))
      raise BookingError, "#{slot} is already taken" unless slot.free?
      raise BookingError, "#{candidate} has no valid theory pass for #{slot.date}" unless theory&.valid_on?(slot.date)
      raise BookingError, "booked after the test date" if booked_on > slot.date

      if last_test_failed_on
        earliest = earliest_retest(centre.calendar, last_test_failed_on)
        raise BookingError, "#{candidate} cannot retest before #{earliest}" if slot.date < earliest
      end

      booking = new(candidate, slot, fees.fee(slot.starts_at, extended: slot.extended), booked_on, centre.calendar)
      slot.candidate = candidate
      booking
    end

    def self.earliest_retest(calendar, failed_on)
      calendar.add(failed_on, RETEST_WAIT_DAYS)
    end

    def initialize(candidate, slot, fee, booked_on, calendar)
      @candidate = candidate
      @slot = slot
      @fee = fee
      @booked_on = booked_on
      @calendar = calendar
      @state = :booked
      @refund = 0
    end

    def booked?
      state == :booked
    end

    def cancelled?
      state == :cancelled
    end

    def notice_days(on)
      clear_working_days_before_test(on)
    end

    def refundable?(on)
      notice_days(on) >= REFUND_NOTICE_DAYS
    end

    # Cancels the booking and frees the slot; returns the refund in pence.
    def cancel(on)
      raise BookingError, "booking is #{state}" unless booked?
      raise BookingError, "the test has already started" if on >= slot.date

      @refund = refundable?(on) ? fee : 0
      @cancelled_on = on
      @state = :cancelled
      slot.candidate = nil
      @refund
    end

    def fee_kept
      fee - refund
    end

    private

    # Working days strictly between +on+ and the test day: neither the day of
    # notice nor the day of the test counts.
    def clear_working_days_before_test(on)
      day = on + 1
      days = 0
      while day < slot.date
        days += 1 if @calendar.working_day?(day)
        day += 1
      end
      days
    end
  end
end
