-- CreateTable
CREATE TABLE "sign_in_identities" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" DATETIME,
    CONSTRAINT "sign_in_identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "sign_in_states" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "provider" TEXT NOT NULL,
    "intent" TEXT NOT NULL,
    "user_id" TEXT,
    "nonce" TEXT NOT NULL,
    "verifier_sealed" TEXT NOT NULL,
    "binding_hash" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "sign_in_tickets" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "user_id" TEXT,
    "is_new" BOOLEAN NOT NULL DEFAULT false,
    "code_hash" TEXT,
    "code_sent_at" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "sign_in_identities_user_id_idx" ON "sign_in_identities"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "sign_in_identities_provider_issuer_subject_key" ON "sign_in_identities"("provider", "issuer", "subject");

-- CreateIndex
CREATE INDEX "sign_in_states_expires_at_idx" ON "sign_in_states"("expires_at");

-- CreateIndex
CREATE INDEX "sign_in_tickets_expires_at_idx" ON "sign_in_tickets"("expires_at");

